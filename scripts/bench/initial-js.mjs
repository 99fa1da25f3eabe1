// The gzip size of /buy's initial JavaScript on a running built site (used by `npm run bench:search`).
import zlib from 'node:zlib'

/** Issue 19's budget for /buy's initial JavaScript, gzip. */
export const INITIAL_JS_BUDGET = 150 * 1024

export async function initialJsGzip(site) {
  const html = await (await fetch(`${site}/buy`)).text()
  const urls = new Set()
  // The paint-first loader (remix-app/app/utils/paint-first.server.ts) holds the page's module
  // preloads as a JSON array of names (each URL is `l.href="/assets/"+h+".js"`) and Remix's module
  // script as a JSON string.
  const preloads = /for\(const h of (\[[^\]]*\])\)/.exec(html)?.[1]
  const [, dir = '""', ext = '""'] = /l\.href=("[^"]*")\+h\+("[^"]*")/.exec(html) ?? []
  const moduleScript = /s\.textContent=("(?:[^"\\]|\\.)*")/.exec(html)?.[1]
  const scripts = [html, moduleScript ? JSON.parse(moduleScript) : '']
  for (const name of preloads ? JSON.parse(preloads) : []) urls.add(JSON.parse(dir) + name + JSON.parse(ext))
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of scripts.flatMap((text) => [...text.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)]))
    urls.add(m[1])
  let total = 0
  const chunks = []
  for (const u of urls) {
    const response = await fetch(new URL(u, site))
    // A URL read wrong would count a 404 page as JavaScript.
    if (!response.ok || !/javascript/.test(response.headers.get('content-type') ?? ''))
      throw new Error(`${u}: not a script (${response.status})`)
    const body = Buffer.from(await response.arrayBuffer())
    const gz = zlib.gzipSync(body).length
    total += gz
    chunks.push([u, gz])
  }
  return { total, chunks }
}
