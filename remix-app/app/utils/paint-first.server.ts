/**
 * Paint first, then load the scripts (docs/decisions/0009-phone-first-load.md).
 *
 * Remix writes a `<link rel="modulepreload">` for every module of the page (React hoists them into
 * the head) and one inline module script that imports the routes and starts hydration. On a slow
 * phone link those ~140 KB of scripts download beside the stylesheets and the first picture and
 * delay the first paint by about a second. This stream rewrite drops the preload links from the
 * document and replaces the module script's body with a small loader that, once the page has
 * painted, adds the same preload links and runs Remix's original script. Nothing else changes:
 * the script element stays where React expects it (its content is not compared when hydrating),
 * and without JavaScript the page is the same document.
 *
 * The page's stylesheets come inline too: each `<link rel="stylesheet">` of the build is preceded by a
 * `<style>` with its rules and kept `disabled`, so the first paint waits for no request. React hydrates
 * the link as it is (it compares tag, rel and href, not `disabled`). When the whole document is written
 * at once, each copy holds only the rules that can match it (utils/first-paint-css.server.ts). Once the
 * page has painted, the loader enables the links (the browser fetches them, cached for a year) and runs
 * Remix's script when they have applied, so what the scripts draw finds every rule. Once the page has
 * loaded and hydrated, each inline copy goes, so client navigations add and remove route stylesheets
 * as Remix expects.
 */
import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g
/** Remix's own module script (`<Scripts/>`): the only async module script in the document. */
const MODULE_OPEN = /<script[^>]*\btype="module" async=""[^>]*>/
const SCRIPT_CLOSE = '</script>'
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/?>/g

/** A stylesheet of the build by its URL, or undefined to leave its link as it is. */
export type InlineStylesheet = (href: string) => string | undefined

/** A sheet's rules (`css`, from `href`) cut down to those that can match a document carrying `names`. */
export type CutStylesheet = (href: string, css: string, names: Set<string>) => string

/** The names (`.class`, `#id`) of a document's elements. */
export type NamesIn = (html: string) => Set<string>

/** The module script's new body: imports the loader and starts it with this page's data. */
function paintFirstLoader(original: string, preloads: string[], nonce: string | undefined) {
  // The preloads share their folder and extension, so the list carries only the names.
  const dir = commonFolder(preloads)
  const ext = preloads.length > 0 && preloads.every((h) => h.endsWith('.js')) ? '.js' : ''
  const names = preloads.map((h) => h.slice(dir.length, h.length - ext.length))
  const args = [nonce ?? '', dir, ext, names, compactManifest(original, preloads)].map((a) => escapeForScript(JSON.stringify(a))).join(',')
  // It starts once the browser reports the first contentful paint: frames that are drawn are not yet
  // shown on a busy phone, so counting frames could start the requests before the paint. A hidden tab
  // paints nothing and starts at once; a browser without paint timing waits two frames; and should no
  // paint be reported (the tab hidden meanwhile), it starts after 3 s. Should the loader not arrive, the
  // page still hydrates, its stylesheets enabled.
  return (
    `const a=[${args}];let started=false;const once=()=>{if(started)return;started=true;` +
    `import(${JSON.stringify(LOADER_URL)}).then((m)=>m.start(...a),()=>{` +
    `for(const l of document.querySelectorAll('link[rel="stylesheet"][disabled]'))l.disabled=false;` +
    `const s=document.createElement("script");s.type="module";s.nonce=a[0];s.textContent=a[4];document.body.append(s)})};` +
    `if(document.visibilityState==="hidden")once();` +
    `else if((self.PerformanceObserver?.supportedEntryTypes??[]).includes("paint")){` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();once()}}).observe({type:"paint",buffered:true});` +
    `setTimeout(once,${NO_PAINT_FALLBACK_MS})}` +
    `else requestAnimationFrame(()=>requestAnimationFrame(once))`
  )
}

/**
 * After the load event and hydration: each inline copy goes once its file has applied (at once when it
 * already has), and a link still disabled is enabled.
 */
const ENABLE_STYLESHEETS =
  `const sheets=()=>{for(const l of document.querySelectorAll('link[rel="stylesheet"]')){` +
  `const copy=[...document.querySelectorAll("style[data-href]")].find((s)=>s.dataset.href===l.getAttribute("href"));` +
  `if(!copy)continue;if(l.sheet&&!l.disabled){copy.remove();continue}` +
  `l.addEventListener("load",()=>copy.remove(),{once:true});l.disabled=false}` +
  // A route left before the load event took its link with it: its inline copy goes too.
  `for(const s of document.querySelectorAll("style[data-href]"))if(![...document.querySelectorAll('link[rel="stylesheet"]')].some((l)=>l.getAttribute("href")===s.dataset.href))s.remove()};` +
  // Once the page has loaded and hydrated (root.tsx sets data-hydrated): React keeps its place among the
  // head's nodes while it hydrates, and a copy removed under it then made hydration fail (error #418).
  `const ready=()=>document.readyState==="complete"&&document.documentElement.hasAttribute("data-hydrated");` +
  `let swapped=false;const swap=()=>{if(!swapped&&ready()){swapped=true;watch.disconnect();setTimeout(sheets,0)}};` +
  `const watch=new MutationObserver(swap);watch.observe(document.documentElement,{attributes:true,attributeFilter:["data-hydrated"]});` +
  `addEventListener("load",swap,{once:true});swap();`

/** A stylesheet link as its rules inline, then the link kept for React and for later, disabled. */
function inlineStylesheetLink(link: string, href: string, inline: InlineStylesheet | undefined) {
  const css = inline?.(href)
  if (css === undefined || /<\/style/i.test(css)) return link
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
}

/** The folder all the URLs share ('/assets/'), or '' when they share none. */
function commonFolder(urls: string[]) {
  if (urls.length === 0) return ''
  const first = urls[0]!
  const dir = first.slice(0, first.lastIndexOf('/') + 1)
  return urls.every((url) => url.startsWith(dir) && !url.slice(dir.length).includes('/')) ? dir : ''
}

/** Remix's manifest as it writes it, indented (two spaces a level), up to the route modules that follow it. */
const MANIFEST = /(window\.__remixManifest = )(\{[\s\S]*?\});\n(?=window\.__remixRouteModules)/

/** Compacted scripts by Remix's original and the page's preloads: they differ by the routes a page matches, not per request. */
const compacted = new Map<string, string>()
const MAX_COMPACTED = 200

/** The routes whose modules the script imports: the ones the page matched. */
const ROUTE_MODULES = /window\.__remixRouteModules = \{([^}]*)\}/

type ManifestEntry = { imports?: string[] }
type Manifest = { entry?: ManifestEntry; routes?: Record<string, ManifestEntry> }

/**
 * Remix's script with its manifest written without indentation, and only what the browser has no other way
 * to learn:
 * - only the routes the page matched: Remix also lists the index and pathless children of those
 *   (`routes/_index` on every page), which the browser looks up when a link to them is drawn (lazy route
 *   discovery), with the other links';
 * - no `imports` the page's preloads already name. The browser reads them only to render those same preloads
 *   while it hydrates (the loader has added them by then) and to prefetch a route the page did not match,
 *   which none of these are. They were ~0.18 KB of a compressed /rent (ADR 17).
 */
export function compactManifest(script: string, preloads: readonly string[] = []) {
  const key = `${preloads.join(' ')}\n${script}`
  const kept = compacted.get(key)
  if (kept !== undefined) return kept
  const matched = new Set([...(ROUTE_MODULES.exec(script)?.[1] ?? '').matchAll(/"([^"]+)":route\d+/g)].map((m) => m[1]!))
  const preloaded = new Set(preloads)
  const notPreloaded = (entry: ManifestEntry) => entry.imports?.filter((href) => !preloaded.has(href)) ?? []
  const compact = script.replace(MANIFEST, (whole, assign: string, json: string) => {
    try {
      const manifest = JSON.parse(json) as Manifest
      if (manifest.routes && matched.size > 0) {
        manifest.routes = Object.fromEntries(
          Object.entries(manifest.routes)
            .filter(([id]) => matched.has(id))
            .map(([id, route]) => {
              const { imports: _all, ...rest } = route
              const imports = notPreloaded(route)
              return [id, imports.length > 0 ? { ...rest, imports } : rest]
            }),
        )
      }
      // Remix's <Scripts> concatenates the entry's imports: an empty list, not none.
      if (manifest.entry?.imports) manifest.entry.imports = notPreloaded(manifest.entry)
      return `${assign}${escapeForScript(JSON.stringify(manifest))};\n`
    } catch {
      return whole
    }
  })
  if (compacted.size >= MAX_COMPACTED) compacted.delete(compacted.keys().next().value as string)
  compacted.set(key, compact)
  return compact
}

/** When no paint is reported at all, the scripts start this long after the loader ran. */
const NO_PAINT_FALLBACK_MS = 3000

/**
 * The loader module, one file for every page (`/resources/paint-first.js`, cached by the browser for good). The
 * page imports it once it has painted, and passes it its nonce, the preloads (folder, extension, names)
 * and Remix's script. Kept out of the page: its code was ~0.7 KB of every compressed page, which a page's
 * first round trip has no room for (ADR 17); and asked for only after the paint, so that nothing but the
 * document comes before it.
 *
 * The stylesheets come first: the inline copies may hold only the rules this document uses, and Remix's
 * script waits for the files (a few KB, fetched beside ~140 KB of scripts) so what it draws is styled.
 * Each preload is started in a task of its own (starting one costs a few ms on a slow phone), then
 * Remix's script runs.
 */
export const LOADER_SOURCE =
  `export function start(n,dir,ext,names,remix){` +
  `(async()=>{const applied=[...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((l)=>{l.disabled=false;` +
  `return new Promise((r)=>{l.addEventListener("load",r,{once:true});l.addEventListener("error",r,{once:true})})});` +
  `for(const h of names){const l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=dir+h+ext;l.nonce=n;document.head.append(l);await new Promise((r)=>setTimeout(r,0))}` +
  `await Promise.all(applied);` +
  `const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=remix;document.body.append(s)})();` +
  `${ENABLE_STYLESHEETS}}`

/** Where pages import the loader from: its path and a hash of its code, so a browser may keep each version for good. */
export const LOADER_URL = `/resources/paint-first.js?v=${createHash('sha256').update(LOADER_SOURCE).digest('base64url').slice(0, 12)}`

/** Inside an inline script, `</script` or `<!--` in a string would end or confuse the element. */
function escapeForScript(js: string) {
  return js.replace(/</g, '\\u003c')
}

/**
 * The rewrite over the HTML as React streams it, text in and text out. Text passes through at once
 * except a tail that may be the start of a preload link or of the module script, which waits for
 * the next piece.
 */
export function createPaintFirstRewriter(nonce: string | undefined, inline?: InlineStylesheet) {
  const preloads: string[] = []
  let pending = ''
  let done = false

  const rewrite = (final: boolean): string => {
    if (done) {
      const all = pending
      pending = ''
      return all
    }
    let out = ''
    const open = MODULE_OPEN.exec(pending)
    const upTo = open ? open.index : pending.length
    const before = pending.slice(0, upTo)
    // Hold back a tag cut off at the end (a '<' with no '>' after it).
    const cut = open || final ? upTo : safeEnd(before)
    out += before
      .slice(0, cut)
      .replace(PRELOAD, (_, href: string) => {
        preloads.push(href)
        return ''
      })
      .replace(STYLESHEET, (link, href: string) => inlineStylesheetLink(link, href, inline))
    pending = pending.slice(cut)
    if (!open) return out
    const bodyStart = open[0].length
    const close = pending.indexOf(SCRIPT_CLOSE, bodyStart)
    if (close < 0) return final ? out + pending : out
    const original = pending.slice(bodyStart, close)
    out += open[0] + paintFirstLoader(original, preloads, nonce) + SCRIPT_CLOSE
    pending = pending.slice(close + SCRIPT_CLOSE.length)
    done = true
    return out + rewrite(final)
  }

  return {
    write: (text: string) => {
      pending += text
      return rewrite(false)
    },
    end: () => rewrite(true),
  }
}

/**
 * The rewriter as a stream between React's output and the response. React writes its shell as many
 * small pieces in one go, and the server compresses and flushes each piece it is given: the pieces
 * written in one turn of the event loop are passed on as one, which compresses ~6 % smaller (a page
 * nearer one round trip, ADR 17) for less work. What React writes later (a Suspense boundary) still
 * goes out as soon as it is written.
 */
export function paintFirstStream(nonce: string | undefined, inline?: InlineStylesheet, cut?: { cut: CutStylesheet; namesIn: NamesIn }) {
  const rewriter = createPaintFirstRewriter(nonce, inline)
  const forFirstPaint = (html: string) => (cut ? cutInlineStylesheets(html, cut.cut, cut.namesIn) : html)
  // Chunks may end inside a multi-byte character (Telugu, Devanagari, ₹).
  const decoder = new StringDecoder('utf8')
  let held = ''
  let passOn: NodeJS.Immediate | undefined
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      held += rewriter.write(typeof chunk === 'string' ? chunk : decoder.write(chunk))
      passOn ??= setImmediate(() => {
        passOn = undefined
        if (held && !this.destroyed) this.push(forFirstPaint(held))
        held = ''
      })
      callback()
    },
    flush(callback) {
      if (passOn) clearImmediate(passOn)
      passOn = undefined
      const rest = held + rewriter.write(decoder.end()) + rewriter.end()
      held = ''
      callback(null, forFirstPaint(rest))
    },
    destroy(error, callback) {
      if (passOn) clearImmediate(passOn)
      callback(error)
    },
  })
}

const INLINE_COPY = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g

/**
 * The inline copies of a whole document (one piece, up to `</html>`) cut down to the rules that can match
 * it. A document written over several turns (a Suspense boundary) keeps them whole: what comes later is
 * not known yet.
 */
export function cutInlineStylesheets(html: string, cut: CutStylesheet, namesIn: NamesIn) {
  if (!html.includes('<style data-href="') || !html.trimEnd().endsWith('</html>')) return html
  const names = namesIn(html)
  return html.replace(INLINE_COPY, (_, href: string, css: string) => `<style data-href="${href}">${cut(href, css, names)}</style>`)
}

/** Where text can safely be cut: before a '<' that has no '>' after it. */
function safeEnd(text: string) {
  const lt = text.lastIndexOf('<')
  return lt >= 0 && text.indexOf('>', lt) < 0 ? lt : text.length
}
