// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import {
  compactManifest,
  createPaintFirstRewriter,
  cutInlineStylesheets,
  LOADER_SOURCE,
  LOADER_URL,
  paintFirstStream,
} from './paint-first.server'

/** The shape of a Remix page as React streams it: preloads hoisted into the head, scripts at the end. */
const routeScript = [
  ';',
  'import * as route0 from "/assets/root-A1.js";',
  'import * as route1 from "/assets/_index-B2.js";',
  'window.__remixManifest = {"url":"/assets/manifest-C3.js","note":"</script><!-- kept"};',
  'window.__remixRouteModules = {"root":route0,"routes/_index":route1};',
  'import("/assets/entry.client-D4.js");',
].join('\n')
// Written as Remix writes it: a `<` inside a JSON string is escaped.
const moduleBody = routeScript.replace('</script><!--', '\\u003c/script>\\u003c!--')
const page = [
  '<!DOCTYPE html><html lang="te"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-D4.js"/>',
  '<link rel="modulepreload" href="/assets/root-A1.js"/>',
  '<link rel="modulepreload" href="/assets/_index-B2.js"/>',
  '<title>గృహ · ఫ్లాట్లు ₹45 లక్షలు</title><link rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main><h1>మీ కలల ఇల్లు</h1><p>हिन्दी</p></main>',
  '<script nonce="N0">window.__remixContext = {"state":{}};</script>',
  `<script nonce="N0" type="module" async="">${moduleBody}</script>`,
  '<script nonce="N0">window.__remixContext.streamController.close();</script></body></html>',
].join('')

/** The loader module as the site serves it, for a test to import. */
const loaderModule = async () => new Function(`${LOADER_SOURCE.replace('export function start', 'function start')};return {start}`)()

/** A page's module script run as the browser would, its `import()` answered by `importer` (the site's loader). */
const imported: string[] = []
const runInline = (
  body: string,
  importer: (url: string) => Promise<unknown> = async (url) => {
    imported.push(url)
    return loaderModule()
  },
) => new Function('importLoader', body.replace(/\bimport\(/, 'importLoader('))(importer)

const rewriteWhole = (html: string) => {
  const r = createPaintFirstRewriter('N0')
  return r.write(html) + r.end()
}

describe('paint first, then load the scripts', () => {
  const out = rewriteWhole(page)

  it('drops the preload links and leaves the rest of the document as it was', () => {
    expect(out).not.toContain('modulepreload href')
    expect(out).toContain('<title>గృహ · ఫ్లాట్లు ₹45 లక్షలు</title><link rel="stylesheet" href="/assets/app.css"/></head>')
    expect(out).toContain('<script nonce="N0">window.__remixContext = {"state":{}};</script>')
    expect(out.endsWith('<script nonce="N0">window.__remixContext.streamController.close();</script></body></html>')).toBe(true)
    // One module script, still async, in the same place, with a body that holds no '</script'.
    const modules = [...out.matchAll(/<script nonce="N0" type="module" async="">([\s\S]*?)<\/script>/g)]
    expect(modules).toHaveLength(1)
    expect(modules[0]![1]).toContain('first-contentful-paint')
    expect(modules[0]![1]).toContain(`import(${JSON.stringify(LOADER_URL)})`)
  })

  it('gives the same document however the stream is cut', () => {
    for (let at = 1; at < page.length; at += 7) {
      const r = createPaintFirstRewriter('N0')
      expect(r.write(page.slice(0, at)) + r.write(page.slice(at)) + r.end(), `cut at ${at}`).toBe(out)
    }
    const r = createPaintFirstRewriter('N0')
    let pieces = ''
    for (let at = 0; at < page.length; at += 3) pieces += r.write(page.slice(at, at + 3))
    expect(pieces + r.end()).toBe(out)
  })

  it('keeps Telugu, Hindi and ₹ whole when a chunk ends inside a character', async () => {
    const bytes = Buffer.from(page)
    const chunks = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) => bytes.subarray(i * 5, i * 5 + 5))
    const stream = Readable.from(chunks).pipe(paintFirstStream('N0'))
    let text = ''
    for await (const chunk of stream) text += chunk.toString()
    expect(text).toBe(out)
  })

  it('passes on what React writes in one turn as one piece, and what it writes later as it comes', async () => {
    const stream = paintFirstStream('N0')
    const pieces: string[] = []
    stream.on('data', (chunk: Buffer) => pieces.push(chunk.toString()))
    const cut = page.indexOf('<script nonce="N0">window.__remixContext.streamController.close()')
    for (let at = 0; at < cut; at += 40) stream.write(page.slice(at, Math.min(at + 40, cut)))
    await new Promise((r) => setImmediate(r))
    expect(pieces).toHaveLength(1)
    stream.end(page.slice(cut))
    await new Promise((r) => stream.on('end', r))
    expect(pieces).toHaveLength(2)
    expect(pieces.join('')).toBe(out)
  })

  const loader = /type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!
  const runLoader = () => {
    imported.length = 0
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    runInline(loader)
  }
  const expectScriptsStarted = async () => {
    await vi.waitFor(() => expect(document.body.querySelector('script[type="module"]')).not.toBeNull())
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/entry.client-D4.js', '/assets/root-A1.js', '/assets/_index-B2.js'])
    const script = document.body.querySelector<HTMLScriptElement>('script[type="module"]')
    expect(script?.nonce).toBe('N0')
    expect(script?.textContent).toBe(moduleBody)
  }

  it('after the first contentful paint is reported, adds the preloads and runs Remix’s own script, with the nonce', async () => {
    // A browser with paint timing: the loader waits for the entry, whatever the frames do.
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined
    const observed: unknown[] = []
    class FakeObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed.push(options)
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    try {
      runLoader()
      await vi.waitFor(() => expect(observed).toEqual([{ type: 'paint', buffered: true }]))
      await new Promise((r) => setTimeout(r, 50))
      // Nothing is requested before the paint, nor on a first paint that is not contentful: not even the loader.
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) }, { disconnect() {} })
      await new Promise((r) => setTimeout(r, 50))
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
      expect(imported).toEqual([])
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} })
      await expectScriptsStarted()
      expect(imported).toEqual([LOADER_URL])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('without paint timing, starts two frames after the loader ran', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    try {
      runLoader()
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
      await expectScriptsStarted()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('imports the loader from one versioned file, and hydrates without it should it not arrive', async () => {
    // The page waits for its paint and carries its data and a fallback; the rest is in the file.
    expect(loader).not.toContain('modulepreload')
    expect(LOADER_SOURCE).toContain('modulepreload')
    expect(LOADER_URL).toMatch(/^\/resources\/paint-first\.js\?v=[\w-]{12}$/)
    const asked: string[] = []
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/app.css" disabled="">'
    document.body.innerHTML = ''
    runInline(loader, async (url) => {
      asked.push(url)
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    await vi.waitFor(() => expect(document.body.querySelector('script[type="module"]')).not.toBeNull())
    expect(asked).toEqual([LOADER_URL])
    const script = document.body.querySelector<HTMLScriptElement>('script[type="module"]')!
    expect(script.nonce).toBe('N0')
    expect(script.textContent).toBe(moduleBody)
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.disabled).toBe(false)
  })

  it('writes Remix’s indented manifest without the indentation and the routes the page did not match, and leaves the rest of its script alone', () => {
    const route = (id: string) => ({ id, module: `/assets/${id}.js`, hasLoader: true })
    const manifest = {
      entry: { module: '/assets/entry.client-D4.js', imports: ['/assets/a.js'] },
      routes: { root: route('root'), 'routes/buy': route('buy'), 'routes/_index': route('_index') },
      note: '</script>',
    }
    const indented = [
      ';',
      'import * as route0 from "/assets/root-A1.js";',
      `window.__remixManifest = ${JSON.stringify(manifest, null, 2).replace(/</g, '\\u003c')};`,
      'window.__remixRouteModules = {"root":route0,"routes/buy":route1};',
      'import("/assets/entry.client-D4.js");',
    ].join('\n')
    const compact = compactManifest(indented)
    expect(compact.length).toBeLessThan(indented.length - 20)
    expect(compact).not.toContain('</script')
    const json = /window\.__remixManifest = (.*);\n/.exec(compact)![1]!
    expect(json).not.toContain('\n')
    // The index route /buy did not match is looked up when a link to / is drawn (lazy route discovery).
    expect(JSON.parse(json)).toEqual({ ...manifest, routes: { root: manifest.routes.root, 'routes/buy': manifest.routes['routes/buy'] } })
    expect(compact.replace(/window\.__remixManifest = .*;\n/, '')).toBe(indented.replace(/window\.__remixManifest = [\s\S]*?\};\n/, ''))
    // A script of another shape is left as it is.
    expect(compactManifest('import("/x.js");')).toBe('import("/x.js");')
  })

  it('leaves out the imports the page’s preloads already name, keeping the entry’s list and any other import', () => {
    const manifest = {
      entry: { module: '/assets/entry.client-D4.js', imports: ['/assets/a.js', '/assets/b.js'] },
      routes: {
        root: { id: 'root', module: '/assets/root-A1.js', imports: ['/assets/a.js', '/assets/c.js'] },
        'routes/rent': { id: 'routes/rent', module: '/assets/rent-B2.js', imports: ['/assets/lazy.js', '/assets/c.js'] },
      },
    }
    const script = [
      ';',
      'import * as route0 from "/assets/root-A1.js";',
      `window.__remixManifest = ${JSON.stringify(manifest, null, 2)};`,
      'window.__remixRouteModules = {"root":route0,"routes/rent":route1};',
      'import("/assets/entry.client-D4.js");',
    ].join('\n')
    const preloads = [
      '/assets/entry.client-D4.js',
      '/assets/a.js',
      '/assets/b.js',
      '/assets/root-A1.js',
      '/assets/c.js',
      '/assets/rent-B2.js',
    ]
    const json = /window\.__remixManifest = (.*);\n/.exec(compactManifest(script, preloads))![1]!
    expect(JSON.parse(json)).toEqual({
      entry: { module: '/assets/entry.client-D4.js', imports: [] },
      routes: {
        root: { id: 'root', module: '/assets/root-A1.js' },
        'routes/rent': { id: 'routes/rent', module: '/assets/rent-B2.js', imports: ['/assets/lazy.js'] },
      },
    })
    // The same script with other preloads is compacted anew, not taken from the first page's.
    expect(JSON.parse(/window\.__remixManifest = (.*);\n/.exec(compactManifest(script, []))![1]!).entry.imports).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ])
  })

  it('leaves a page without Remix’s module script untouched apart from the preloads', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>'
    expect(rewriteWhole(plain)).toBe('<html><head></head><body><p>x</p></body></html>')
  })
})

describe('the stylesheets inline for the first paint', () => {
  const sheets: Record<string, string> = { '/assets/app.css': 'main{color:#123}', '/assets/bad.css': 'a{}</style><script>x</script>' }
  const inline = (href: string) => sheets[href]
  const head =
    '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="stylesheet" href="/assets/other.css"/>' +
    '<link rel="stylesheet" href="/assets/bad.css"/></head><body><main>x</main>' +
    `<script nonce="N0" type="module" async="">${moduleBody}</script></body></html>`
  const rewrite = (html: string) => {
    const r = createPaintFirstRewriter('N0', inline)
    return r.write(html) + r.end()
  }

  it('puts a known sheet’s rules before its link and disables the link; others stay links', () => {
    const out = rewrite(head)
    expect(out).toContain(
      '<style data-href="/assets/app.css">main{color:#123}</style><link rel="stylesheet" href="/assets/app.css" disabled=""/>' +
        '<link rel="stylesheet" href="/assets/other.css"/>' +
        // Rules that could close the element are not inlined.
        '<link rel="stylesheet" href="/assets/bad.css"/></head>',
    )
    for (let at = 1; at < head.length; at += 5) {
      const r = createPaintFirstRewriter('N0', inline)
      expect(r.write(head.slice(0, at)) + r.write(head.slice(at)) + r.end(), `cut at ${at}`).toBe(out)
    }
  })

  it('once painted, enables each link and runs Remix’s script when the files applied; after the load event and hydration, drops the copies', async () => {
    const loader = /type="module" async="">([\s\S]*?)<\/script>/.exec(rewrite(head))![1]!
    document.head.innerHTML =
      '<style data-href="/assets/app.css">main{color:#123}</style><link rel="stylesheet" href="/assets/app.css" disabled="">' +
      '<style data-href="/assets/left.css">p{}</style>'
    document.body.innerHTML = ''
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!
    const remixScript = () => [...document.body.querySelectorAll('script')].some((s) => s.textContent?.includes('entry.client-D4'))
    vi.stubGlobal('PerformanceObserver', undefined)
    try {
      document.documentElement.removeAttribute('data-hydrated')
      runInline(loader)
      // Painted (two frames, without paint timing): the file is asked for, and Remix's script waits for it.
      await vi.waitFor(() => expect(link.disabled).toBe(false))
      await new Promise((done) => setTimeout(done, 50))
      expect(remixScript()).toBe(false)
      // happy-dom fetches no stylesheet: the browser's load event, as it comes once the file applied.
      link.dispatchEvent(new Event('load'))
      await vi.waitFor(() => expect(remixScript()).toBe(true))
      // Loaded but not hydrated yet: React is still walking the head, so the copies stay.
      if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'))
      await new Promise((done) => setTimeout(done, 20))
      expect(document.head.querySelectorAll('style[data-href]')).toHaveLength(2)
      document.documentElement.setAttribute('data-hydrated', '')
      // The route that owned left.css was left before the load event: its copy goes at once; app.css's
      // goes when its file has applied (happy-dom keeps no sheet, so on the load event).
      await vi.waitFor(() => expect(document.head.querySelector('style[data-href="/assets/left.css"]')).toBeNull())
      link.dispatchEvent(new Event('load'))
      expect(document.head.querySelectorAll('style[data-href]')).toHaveLength(0)
    } finally {
      document.documentElement.removeAttribute('data-hydrated')
      vi.unstubAllGlobals()
    }
  })

  it('cuts the inline copies of a whole document down to the rules it can use, and leaves a document still being written alone', async () => {
    const sheet = '.used{color:red}.unused{color:blue}'
    const cut = (href: string, css: string, names: Set<string>) => `${href}:${css.length}:${[...names].sort().join(',')}`
    const namesOf = (html: string) => new Set([...html.matchAll(/class="([^"]*)"/g)].map((m) => '.' + m[1]))
    const whole = `<html><head><style data-href="/assets/app.css">${sheet}</style></head><body><p class="used">x</p></body></html>`
    expect(cutInlineStylesheets(whole, cut, namesOf)).toBe(
      `<html><head><style data-href="/assets/app.css">/assets/app.css:${sheet.length}:.used</style></head><body><p class="used">x</p></body></html>`,
    )
    const started = whole.slice(0, whole.indexOf('<body>'))
    expect(cutInlineStylesheets(started, cut, namesOf)).toBe(started)

    // Through the stream: one turn's whole document is cut; a shell whose end comes in a later turn is not.
    const pieces = async (writes: string[][]) => {
      const stream = paintFirstStream('N0', (href) => (href === '/assets/app.css' ? sheet : undefined), { cut, namesIn: namesOf })
      const out: string[] = []
      stream.on('data', (piece: Buffer | string) => out.push(String(piece)))
      for (const turn of writes) {
        for (const text of turn) stream.write(text)
        await new Promise((r) => setImmediate(r))
      }
      stream.end()
      await new Promise((r) => stream.on('end', r))
      return out.join('')
    }
    const doc = ['<html><head><link rel="stylesheet" href="/assets/app.css"/></head>', '<body><p class="used">x</p></body></html>']
    expect(await pieces([doc])).toContain(`<style data-href="/assets/app.css">/assets/app.css:${sheet.length}:.used</style>`)
    expect(await pieces([[doc[0]!], [doc[1]!]])).toContain(`<style data-href="/assets/app.css">${sheet}</style>`)
  })
})
