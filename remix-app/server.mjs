/**
 * One origin for the site and the console: Remix for pages and /api/admin/*,
 * the react-admin build at /admin.
 */
import path from 'node:path'
import fs from 'node:fs'
import { AsyncLocalStorage } from 'node:async_hooks'
import { fileURLToPath } from 'node:url'
import express from 'express'
import zlib from 'node:zlib'
import compression from 'compression'
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node'
import pg from 'pg'
import { readYourWrites, refuseBadInput, sameOriginWrites, securityHeaders } from './edge.mjs'
import { hashedAssets, topLevelFiles } from './hashed-assets.mjs'
import { pageCache } from './page-cache.mjs'
import { closeGracefully, createMetrics, databaseProbes, operations, routeLabeller } from './operations.mjs'

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

// Probes and metrics read through a pool of their own, so a busy app pool never fails a probe.
const opsPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 2,
  idleTimeoutMillis: 5 * 60_000,
  application_name: `gruha-operations:${process.pid}`,
})
const probes = databaseProbes(opsPool)
let draining = false
const ops = operations({
  labelRoute: routeLabeller(startupBuild.routes),
  metrics: createMetrics({
    queueDepth: probes.queueDepth,
    pools: async () => ({
      payload: (await globalThis.__gruhaPayload?.catch(() => null))?.db?.pool,
      'rate-limit': globalThis.__gruhaRateLimit?.pool,
      operations: opsPool,
    }),
  }),
  readiness: probes.readiness,
  draining: () => draining,
  metricsToken: process.env.METRICS_TOKEN,
})
const { logger } = ops
opsPool.on('error', (error) => logger.warn({ err: error }, 'operations pool: connection lost; reconnecting on the next probe'))
// A lent connection has no pool listener: if PostgreSQL dies mid-probe, its query gets the error, not the process.
opsPool.on('connect', (client) => client.on('error', () => {}))

const app = express()
app.disable('x-powered-by')
app.use(ops.middleware)
app.get('/healthz', ops.healthz)
app.get('/readyz', ops.readyz)
app.get('/metrics', ops.metrics)
// Which proxies' X-Forwarded-For to believe: TRUST_PROXY, one rule shared with the CMS
// (cms/src/domain/rate-limit/client-ip.ts, exported by app/entry.server.tsx).
const { isTrustedProxy } = startupBuild.entry.module
app.set('trust proxy', (address) => isTrustedProxy(address))
// Brotli at quality 5, not the package's 4: a /buy page is ~1.4 KB smaller (16.7 against 18.1 KB) for
// ~0.2 ms more CPU, and below ~14 KB a page arrives in one round trip on a new connection (ADR 17).
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }))
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
if (process.env.DATABASE_READ_REPLICA_URLS?.trim()) {
  app.use(
    readYourWrites({
      secure: startupBuild.entry.module.secureCookies(),
      // Payload's own rule (readReplicasAfterWriteInterval): reads within 2 s of a write go to the primary.
      markPrimaryReads: async () => {
        const payload = await globalThis.__gruhaPayload
        if (payload) payload.db.lastWriteTimestamp = Date.now()
      },
    }),
  )
}

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
  app.use(topLevelFiles(path.join(here, 'build/client'), { maxAge: '1h' }))
}

// One scope per HTTP request, shared with the app (app/utils/request-scope.server.ts).
const scopeKey = Symbol.for('gruha.requestScope')
const requestScope = (globalThis[scopeKey] ??= new AsyncLocalStorage())

// Public pages for visitors without cookies, kept for PAGE_CACHE_SECONDS (off unless set; ADR 18).
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 0)
const pages =
  vite || !(pageCacheSeconds > 0)
    ? null
    : pageCache({
        maxAgeMs: pageCacheSeconds * 1000,
        // An HTTP cache in front may keep the same pages this long (docker-compose's nginx).
        edgeSeconds: Number(process.env.EDGE_CACHE_SECONDS ?? 0),
        localeOf: startupBuild.entry.module.localeOfRequest,
        watchChanges: startupBuild.entry.module.watchChanges,
      })

const handleRequest = createRequestHandler(vite ? loadBuild : startupBuild, production ? 'production' : 'development')

/** The Fetch API request for Remix, with the body refuseBadInput already read and checked. */
function remixRequest(req, res) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) headers.append(key, v)
  }
  // sameOriginWrites is the one cross-site guard, and it has passed: the Origin is this request's
  // own or the public SITE_URL. Remix checks Origin against Host again and throws (a 500) when a
  // proxy or balancer changed the Host, so it is told the host the guard accepted.
  headers.delete('x-forwarded-host')
  const origin = req.get('origin')
  if (origin && origin !== 'null' && URL.canParse(origin)) headers.set('x-forwarded-host', new URL(origin).host)
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
    const cacheKey = pages?.keyOf(req) ?? null
    if (cacheKey && pages.answer(cacheKey, res)) return
    // Express resolves X-Forwarded-For only from trusted proxies ('trust proxy' above), so req.ip
    // is the real client and cannot be spoofed from outside. Rate limits key on it.
    const rendered = await handleRequest(remixRequest(req, res), {
      clientIp: req.ip ?? null,
      cspNonce: res.locals.cspNonce ?? null,
      requestId: req.id ?? null,
    })
    // Streamed as usual; a page others may see is kept as it goes by.
    const response = cacheKey ? pages.keep(cacheKey, rendered, res) : rendered
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

// A request that threw: logged once (with its request id, by pino-http) and answered with that id.
app.use((error, req, res, _next) => {
  res.err = error
  if (res.headersSent) return res.end()
  res.status(500).type('text/plain').send(`Internal Server Error (request ${req.id})`)
})

const server = app.listen(port, host, () => {
  logger.info({ port }, `Gruha site and console on http://localhost:${port} (console at /admin)`)
})

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000)

/**
 * `docker stop`, Kubernetes and Ctrl-C: stop taking connections, let the requests in flight finish
 * (keep-alive clients are told to reconnect elsewhere, /readyz answers 503), close the pools, and
 * exit normally (so exit hooks such as --cpu-prof run). After SHUTDOWN_GRACE_MS the rest are cut.
 */
async function shutdown(signal) {
  if (draining) return
  draining = true
  logger.info({ signal, graceMs: GRACE_MS }, 'shutting down: finishing the requests in flight')
  await closeGracefully(server, {
    graceMs: GRACE_MS,
    logger,
    onClosed: async () => {
      const payload = await globalThis.__gruhaPayload?.catch(() => null)
      await Promise.allSettled([
        opsPool.end(),
        globalThis.__gruhaRateLimit?.pool.end(),
        globalThis.__gruhaChanges?.close(),
        payload?.db?.destroy?.(),
      ])
    },
  })
  logger.info('stopped')
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal))
