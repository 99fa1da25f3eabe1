/**
 * Operations for the site's Express server (issue 20, item 6; ADR 13): one JSON log line per
 * request with its request id, Prometheus metrics at /metrics, liveness at /healthz, readiness at
 * /readyz, and the bookkeeping for a graceful shutdown. Logs carry no secrets or personal data:
 * no query strings (reset tokens, e-mails), no headers, no bodies, no client addresses.
 */
import crypto from 'node:crypto'
import { matchRoutes } from '@remix-run/router'
import pinoHttp from 'pino-http'
import client from 'prom-client'

/** Paths the probes and the scraper call every few seconds: answered, never logged. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/** What a request id from a proxy may look like (it is echoed in a header and written to logs). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The request id: the proxy's X-Request-Id when it is well formed, else a new UUID. */
export function requestIdOf(header) {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

/**
 * The JSON log options. The logger itself is made by pino-http (`operations().logger`), so the
 * request log and the server's own lines share one pino.
 */
export const LOG_OPTIONS = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'site', pid: process.pid },
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  // A second line of defence: these never reach a log even if someone logs a whole object.
  redact: {
    paths: ['req.headers', 'res.headers', '*.password', '*.token', '*.cookie', '*.authorization', '*.email', '*.phone'],
    remove: true,
  },
}

/** How many paths' route labels are remembered (a bound: listing slugs are many). */
const LABELS_KEPT = 5_000

/**
 * The route a path belongs to, as a low-cardinality metric label: the Remix route id for pages
 * ('routes/property.$slug'), 'assets', 'admin' or 'unmatched'.
 */
export function routeLabeller(remixRoutes) {
  const byParent = new Map()
  for (const route of Object.values(remixRoutes ?? {})) {
    const list = byParent.get(route.parentId) ?? []
    list.push(route)
    byParent.set(route.parentId, list)
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : tree(route.id),
    }))
  const routes = tree(undefined)
  // matchRoutes ranks and compiles every route on each call: remember the answers for recent paths.
  const known = new Map()
  return (pathname) => {
    if (pathname.startsWith('/assets/')) return 'assets'
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
    if (QUIET_PATHS.has(pathname)) return pathname.slice(1)
    let label = known.get(pathname)
    if (label) return label
    const matches = matchRoutes(routes, pathname)
    const last = matches?.[matches.length - 1]?.route.id
    label = !last || last === 'root' || last === 'routes/$' ? 'unmatched' : last
    if (known.size >= LABELS_KEPT) known.clear()
    known.set(pathname, label)
    return label
  }
}

/**
 * The metrics: request durations by route, error counts, requests in flight, the jobs queue's depth
 * and the database pools' use, plus Node's own (event loop, memory, CPU).
 */
export function createMetrics({ queueDepth, pools }) {
  const register = new client.Registry()
  client.collectDefaultMetrics({ register })
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10],
    registers: [register],
  })
  const errors = new client.Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by route and class.',
    labelNames: ['route', 'class'],
    registers: [register],
  })
  const inFlight = new client.Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered now.',
    registers: [register],
  })
  new client.Gauge({
    name: 'gruha_jobs_queue_depth',
    help: "Jobs in Payload's queue by state (waiting, processing, failed).",
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const depth = await queueDepth().catch(() => null)
      if (!depth) return
      for (const [state, count] of Object.entries(depth)) this.set({ state }, count)
    },
  })
  new client.Gauge({
    name: 'gruha_db_pool_connections',
    help: 'PostgreSQL pool connections by pool and state (total, idle, waiting clients).',
    labelNames: ['pool', 'state'],
    registers: [register],
    async collect() {
      for (const [name, pool] of Object.entries(await pools())) {
        if (!pool) continue
        this.set({ pool: name, state: 'total' }, pool.totalCount)
        this.set({ pool: name, state: 'idle' }, pool.idleCount)
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount)
      }
    },
  })
  return {
    register,
    observe({ route, method, status, seconds }) {
      duration.observe({ route, method, status_code: String(status) }, seconds)
      if (status >= 400) errors.inc({ route, class: status >= 500 ? '5xx' : '4xx' })
    },
    inFlight,
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Whether a request may read /metrics: with `Authorization: Bearer <METRICS_TOKEN>`, or straight
 * from loopback (not through a proxy, which would make every client look local).
 */
export function mayReadMetrics(req, token) {
  const auth = req.headers.authorization ?? ''
  if (token && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7))
    const expected = Buffer.from(token)
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded
}

/**
 * The middleware and probe handlers for one server. `readiness()` says whether PostgreSQL and the
 * jobs queue answer; `draining()` whether the server is shutting down (then /readyz says 503 so
 * the load balancer stops sending traffic while in-flight requests finish).
 */
export function operations({ metrics, labelRoute, readiness, draining, metricsToken, destination }) {
  const requestLog = pinoHttp(
    {
      ...LOG_OPTIONS,
      genReqId: (req, res) => {
        const id = requestIdOf(req.headers['x-request-id'])
        res.setHeader('X-Request-Id', id)
        return id
      },
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.path ?? new URL(req.url, 'http://x').pathname) },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      customProps: (req) => ({ route: req.routeLabel }),
      serializers: {
        // The path only: query strings can hold reset tokens, e-mails and search terms.
        req: (req) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: pinoHttp.stdSerializers.err,
      },
      wrapSerializers: false,
    },
    destination,
  )

  const measure = (req, res, next) => {
    req.routeLabel = labelRoute(req.path)
    const started = process.hrtime.bigint()
    metrics.inFlight.inc()
    let done = false
    const finish = () => {
      if (done) return
      done = true
      metrics.inFlight.dec()
      if (QUIET_PATHS.has(req.path)) return
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      metrics.observe({ route: req.routeLabel, method: req.method, status: res.statusCode, seconds })
    }
    res.on('finish', finish)
    res.on('close', finish)
    // While draining, ask keep-alive clients to reconnect (to another instance).
    if (draining()) res.setHeader('Connection', 'close')
    next()
  }

  const noStore = (res) => res.setHeader('Cache-Control', 'no-store')
  return {
    logger: requestLog.logger,
    middleware: [measure, requestLog],
    healthz(_req, res) {
      noStore(res)
      res.json({ status: 'ok' })
    },
    async readyz(_req, res) {
      noStore(res)
      if (draining()) return res.status(503).json({ status: 'shutting down' })
      const result = await readiness()
      res.status(result.ok ? 200 : 503).json({ status: result.ok ? 'ready' : 'not ready', checks: result.checks })
    },
    async metrics(req, res) {
      noStore(res)
      if (!mayReadMetrics(req, metricsToken)) return res.status(404).type('text/plain').send('Not Found')
      res.type(metrics.register.contentType).send(await metrics.register.metrics())
    },
  }
}

/** How long a probe waits for PostgreSQL before calling the instance not ready. */
const PROBE_TIMEOUT_MS = 2_000

const withinTimeout = (work) =>
  Promise.race([work, new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref())])

/** Readiness and queue depth read through one small pool of the operations' own. */
export function databaseProbes(pool) {
  const answers = (sql) =>
    withinTimeout(pool.query(sql)).then(
      () => true,
      () => false,
    )
  return {
    async readiness() {
      const database = await answers('SELECT 1')
      const jobsQueue = database && (await answers('SELECT 1 FROM payload_jobs LIMIT 1'))
      return { ok: database && jobsQueue, checks: { database, jobsQueue } }
    },
    async queueDepth() {
      const { rows } = await withinTimeout(
        pool.query(`SELECT
           count(*) FILTER (WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false))::int AS waiting,
           count(*) FILTER (WHERE completed_at IS NULL AND coalesce(processing, false))::int AS processing,
           count(*) FILTER (WHERE completed_at IS NULL AND coalesce(has_error, false))::int AS failed
         FROM payload_jobs`),
      )
      return rows[0]
    },
  }
}

/**
 * Stops `server` gracefully: no new connections, the requests in flight finish (keep-alive clients
 * are told to reconnect elsewhere by `operations`' middleware while `draining()`), then `onClosed`.
 * After `graceMs` the connections left are cut. Resolves when the server has closed.
 */
export function closeGracefully(server, { graceMs, logger, onClosed = async () => {} }) {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing the connections left')
      server.closeAllConnections()
    }, graceMs)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      await onClosed()
      resolve()
    })
    server.closeIdleConnections()
  })
}
