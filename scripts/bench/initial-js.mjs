// The gzip size of /buy's initial JavaScript on a running built site (used by `npm run bench:search`).
import zlib from 'node:zlib'

/** Issue 19's budget for /buy's initial JavaScript, gzip. */
export const INITIAL_JS_BUDGET = 150 * 1024

export async function initialJsGzip(site) {
  const html = await (await fetch(`${site}/buy`)).text()
  const urls = new Set()
  // The page's module script (remix-app/app/utils/paint-first.server.ts) passes the loader it imports
  // `const a=[nonce, folder, extension, preload names, Remix's module script]`; the loader is a script too.
  const args = /const a=(\[[\s\S]*?\]);let started/.exec(html)?.[1]
  const loader = /import\("([^"]+)"\)/.exec(html)?.[1]
  // Read wrong, the measure would count too little and still print a figure.
  if (!args || !loader) throw new Error('/buy: the paint-first module script was not found')
  const [, dir, ext, names, moduleScript] = JSON.parse(args)
  urls.add(loader)
  for (const name of names) urls.add(dir + name + ext)
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of [html, moduleScript].flatMap((text) => [...text.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)]))
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
