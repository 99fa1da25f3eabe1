/**
 * The build's stylesheets by URL (`/assets/app-….css`), read once, for the document to carry inline
 * (utils/paint-first.server.ts). Under `remix vite:dev` there is no build folder: nothing is inlined.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InlineStylesheet } from './paint-first.server'

/** Larger sheets stay links: inline, they would be sent again with every page. */
const MAX_INLINE_BYTES = 32 * 1024

let sheets: Map<string, string> | undefined

function readBuiltStylesheets(): Map<string, string> {
  const found = new Map<string, string>()
  // The server bundle is build/server/index.js; the browser's files are in build/client/assets.
  const dir = fileURLToPath(new URL('../client/assets/', import.meta.url))
  if (!fs.existsSync(dir)) return found
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.css')) continue
    const css = fs.readFileSync(path.join(dir, file), 'utf8')
    if (Buffer.byteLength(css) <= MAX_INLINE_BYTES) found.set(`/assets/${file}`, css)
  }
  return found
}

export const builtStylesheet: InlineStylesheet = (href) => {
  sheets ??= readBuiltStylesheets()
  return sheets.get(href)
}
