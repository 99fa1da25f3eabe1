/**
 * The built, hashed browser assets (build/client/assets), light for a phone on a slow network
 * (docs/decisions/0009-phone-first-load.md):
 *   - brotli and gzip copies made once after `remix vite:build` at the highest levels (about 15%
 *     smaller than the `compression` middleware's on-the-fly brotli at quality 4), served in place
 *     of the original when the browser accepts them;
 *   - immutable for a year (the file name changes with the content);
 *   - only the headers that matter for a script or stylesheet (nosniff, CORP), not the page's CSP and
 *     framing headers: a first visit fetches twenty-odd of them and each header set is about 1 KB.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import express from 'express'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024

const ENCODINGS = [
  { name: 'br', ext: '.br', compress: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) },
  { name: 'gzip', ext: '.gz', compress: (b) => zlib.gzipSync(b, { level: 9 }) },
]

/** Writes `<file>.br` and `<file>.gz` beside each compressible file in `dir` (when smaller). */
export function precompressAssets(dir) {
  let written = 0
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue
    const file = path.join(dir, name)
    const body = fs.readFileSync(file)
    if (body.length < MIN_BYTES) continue
    for (const { ext, compress } of ENCODINGS) {
      const packed = compress(body)
      if (packed.length >= body.length) continue
      fs.writeFileSync(file + ext, packed)
      written++
    }
  }
  return written
}

/** The precompressed copy in the best encoding the browser accepts; anything else falls through. */
function servePrecompressed(dir) {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = path.basename(req.path)
    if (name !== req.path.slice(1) || !present.has(name)) return next()
    const encoding = ENCODINGS.find((e) => present.has(name + e.ext) && req.acceptsEncodings(e.name) === e.name)
    res.vary('Accept-Encoding')
    if (!encoding) return next()
    res.type(path.extname(name))
    res.setHeader('Content-Encoding', encoding.name)
    res.sendFile(path.join(dir, name + encoding.ext), { immutable: true, maxAge: '1y' }, (error) => error && next(error))
  }
}

/** Mount at /assets, before the page's security headers. */
export function hashedAssets(dir) {
  const router = express.Router()
  router.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    next()
  })
  router.use(servePrecompressed(dir))
  router.use(express.static(dir, { immutable: true, maxAge: '1y' }))
  // A chunk gone after a deploy must fail as a script, not redirect to a page (the site's catch-all
  // sends unknown paths to /), and the miss must not be cached.
  router.use((req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(404).type('text/plain').send('Not found')
  })
  return router
}

/**
 * The files at the top of the client build (favicon, touch icon). Only their paths reach
 * express.static: every other request would otherwise cost a failed file-system stat.
 */
export function topLevelFiles(dir, options) {
  const present = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${entry.name}`)
      : [],
  )
  const serve = express.static(dir, options)
  return (req, res, next) => (present.has(req.path) ? serve(req, res, next) : next())
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'build', 'client', 'assets')
  console.log(`precompressed ${precompressAssets(dir)} asset copies in ${dir}`)
}
