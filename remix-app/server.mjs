/**
 * One origin for the site and the console: Remix for pages and /api/admin/*,
 * the react-admin build at /admin.
 */
import path from 'node:path'
import fs from 'node:fs'
import { AsyncLocalStorage } from 'node:async_hooks'
import { fileURLToPath } from 'node:url'
import express from 'express'
import compression from 'compression'
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node'
import { refuseBadInput, sameOriginWrites, securityHeaders } from './edge.mjs'
import { hashedAssets } from './hashed-assets.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const adminDist = path.resolve(here, '..', 'admin', 'dist')

const vite = production ? undefined : await import('vite').then((v) => v.createServer({ root: here, server: { middlewareMode: true } }))
const loadBuild = () => (vite ? vite.ssrLoadModule('virtual:remix/server-build') : import(path.join(here, 'build/server/index.js')))
const startupBuild = await loadBuild()

/** Room for a sign-up with three 5 MB documents, the largest form. */
const MAX_BODY_BYTES = 16 * 1024 * 1024

const app = express()
app.disable('x-powered-by')
// Which proxies' X-Forwarded-For to believe: TRUST_PROXY, one rule shared with the CMS
// (cms/src/services/rate-limit/client-ip.ts, exported by app/entry.server.tsx).
const { isTrustedProxy } = startupBuild.entry.module
app.set('trust proxy', (address) => isTrustedProxy(address))
app.use(compression())
if (!vite) app.use('/assets', hashedAssets(path.join(here, 'build/client/assets')))
app.use(
  securityHeaders({
    // HSTS and upgrade-insecure-requests only for an HTTPS production site (not local http runs).
    https: production && (process.env.SITE_URL ?? '').startsWith('https:'),
    cmsUrl: process.env.CMS_URL,
    mapTileUrl: process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  }),
)
app.use(sameOriginWrites({ siteUrl: process.env.SITE_URL }))
app.use(refuseBadInput({ maxBodyBytes: MAX_BODY_BYTES }))

// The console is a static single-page app; every /admin path falls back to its index.html.
app.use('/admin', express.static(adminDist, { index: false, maxAge: production ? '1h' : 0 }))
app.get(['/admin', '/admin/*'], (_req, res) => {
  const index = path.join(adminDist, 'index.html')
  if (!fs.existsSync(index)) return res.status(503).send('The admin console is not built. Run: npm run build -w @gruha/admin')
  res.setHeader('Cache-Control', 'no-store')
  res.sendFile(index)
})

if (vite) {
  app.use(vite.middlewares)
} else {
  app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }))
}

// One scope per HTTP request, shared with the app (app/utils/request-scope.server.ts).
const scopeKey = Symbol.for('gruha.requestScope')
const requestScope = (globalThis[scopeKey] ??= new AsyncLocalStorage())

const handleRequest = createRequestHandler(vite ? loadBuild : startupBuild, production ? 'production' : 'development')

/** The Fetch API request for Remix, with the body refuseBadInput already read and checked. */
function remixRequest(req, res) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) headers.append(key, v)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = req.rawBody ?? createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

async function remixHandler(req, res, next) {
  try {
    // Express resolves X-Forwarded-For only from trusted proxies ('trust proxy' above), so req.ip
    // is the real client and cannot be spoofed from outside. Rate limits key on it.
    const response = await handleRequest(remixRequest(req, res), { clientIp: req.ip ?? null, cspNonce: res.locals.cspNonce ?? null })
    res.statusMessage = response.statusText
    res.status(response.status)
    for (const [key, value] of response.headers.entries()) if (key !== 'set-cookie') res.append(key, value)
    for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
    if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
    if (response.body) await writeReadableStreamToWritable(response.body, res)
    else res.end()
  } catch (error) {
    next(error)
  }
}
app.all('*', (req, res, next) => requestScope.run(new Map(), () => remixHandler(req, res, next)))

const server = app.listen(port, host, () => {
  console.log(`Gruha site and console on http://localhost:${port} (console at /admin)`)
})

// `docker stop` and Ctrl-C: stop taking connections and exit normally (so exit hooks such as --cpu-prof run).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close()
    server.closeAllConnections()
    process.exit(0)
  })
}
