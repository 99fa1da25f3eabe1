import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The part of Vite's build manifest (`build.manifest: true`) that names a module's files. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>

/**
 * The built scripts behind a lazily imported source module (its chunk and every chunk it imports),
 * as URLs. A page can then fetch them with `<link rel="modulepreload">`, which compiles them but
 * runs nothing, instead of `import()`, which would run them on the main thread.
 */
export function chunkUrlsOf(manifest: ViteManifest, source: string, publicPath = '/'): string[] {
  const files = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(walk)
  }
  walk(source)
  return [...files].map((file) => publicPath + file)
}

let manifest: ViteManifest | null | undefined

/** The browser build's Vite manifest; null in development, where there is no build. */
function readManifest(): ViteManifest | null {
  if (manifest !== undefined) return manifest
  try {
    // The server bundle is build/server/index.js; Remix moves the browser build's manifest out of the
    // public folder (build/client) to build/.vite.
    const file = fileURLToPath(new URL('../.vite/client-manifest.json', import.meta.url))
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest
  } catch {
    manifest = null
  }
  return manifest
}

const urlsBySource = new Map<string, string[]>()

/**
 * `chunkUrlsOf` for this build, worked out once per source (the root loader asks on every page);
 * empty in development. `source` is relative to remix-app/.
 */
export function lazyChunkUrls(source: string): string[] {
  let urls = urlsBySource.get(source)
  if (!urls) {
    const built = readManifest()
    urls = built ? chunkUrlsOf(built, source) : []
    urlsBySource.set(source, urls)
  }
  return urls
}
