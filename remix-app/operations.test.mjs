import { Writable } from 'node:stream'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import http from 'node:http'
import { closeGracefully, createMetrics, operations, requestIdOf, routeLabeller } from './operations.mjs'

const ROUTES = {
  root: { id: 'root', path: '' },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
  'routes/property.$slug': { id: 'routes/property.$slug', parentId: 'root', path: 'property/:slug' },
  'routes/api.admin.$resource': { id: 'routes/api.admin.$resource', parentId: 'root', path: 'api/admin/:resource' },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*' },
}

describe('request ids and route labels', () => {
  it("keeps a proxy's well-formed request id and replaces anything else", () => {
    expect(requestIdOf('lb-7f3a9c21-0001')).toBe('lb-7f3a9c21-0001')
    for (const bad of [undefined, '', 'short', '<script>alert(1)</script>', 'a'.repeat(200), 'id with spaces']) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('labels a path with its Remix route id, so metrics stay low-cardinality', () => {
    const label = routeLabeller(ROUTES)
    expect(label('/property/villa-in-hyderabad-42')).toBe('routes/property.$slug')
    expect(label('/property/another-one')).toBe('routes/property.$slug')
    expect(label('/api/admin/users')).toBe('routes/api.admin.$resource')
    expect(label('/')).toBe('routes/_index')
    expect(label('/assets/entry-abc123.js')).toBe('assets')
    expect(label('/admin/users/5')).toBe('admin')
    expect(label('/no/such/page')).toBe('unmatched')
  })
})

describe('the operations endpoints', () => {
  const lines = []
  let base = ''
  let server
  let ready = true
  let draining = false
  let releaseSlow = () => {}

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l)),
        )
        done()
      },
    })
    const ops = operations({
      destination: sink,
      metrics: createMetrics({
        queueDepth: async () => ({ waiting: 3, processing: 1, failed: 0 }),
        pools: async () => ({ payload: { totalCount: 4, idleCount: 3, waitingCount: 0 } }),
      }),
      labelRoute: routeLabeller(ROUTES),
      readiness: async () => ({ ok: ready, checks: { database: ready, jobsQueue: ready } }),
      draining: () => draining,
      metricsToken: 'scrape-token-123',
    })
    const app = express()
    app.use(ops.middleware)
    app.get('/healthz', ops.healthz)
    app.get('/readyz', ops.readyz)
    app.get('/metrics', ops.metrics)
    app.get('/property/:slug', (_req, res) => res.send('ok'))
    app.get('/api/admin/:resource', (_req, res) => res.status(500).send('boom'))
    app.get('/slow', (_req, res) => {
      releaseSlow = () => res.send('done')
    })
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => server?.close())

  it('writes one JSON line per request with its id and path, and no query, cookie or address', async () => {
    const res = await fetch(`${base}/property/villa-42?email=asha%40example.in&token=secret-reset-token`, {
      headers: { Cookie: '__gruha_session=abc', 'X-Request-Id': 'lb-req-00000042', Authorization: 'JWT xyz' },
    })
    expect(res.headers.get('x-request-id')).toBe('lb-req-00000042')
    await expect.poll(() => lines.find((l) => l.req?.id === 'lb-req-00000042')).toBeTruthy()
    const line = lines.find((l) => l.req?.id === 'lb-req-00000042')
    expect(line).toMatchObject({ level: 30, service: 'site', route: 'routes/property.$slug', res: { statusCode: 200 } })
    expect(line.req).toEqual({ id: 'lb-req-00000042', method: 'GET', path: '/property/villa-42' })
    const text = JSON.stringify(lines)
    for (const secret of ['asha', 'secret-reset-token', '__gruha_session', 'JWT xyz', '127.0.0.1']) expect(text).not.toContain(secret)
  })

  it('answers /healthz always, and /readyz 503 when the database is down or the server is draining', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    ready = false
    const down = await fetch(`${base}/readyz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'not ready', checks: { database: false, jobsQueue: false } })
    ready = true
    draining = true
    expect((await fetch(`${base}/readyz`)).status).toBe(503)
    draining = false
    // Probes are not logged.
    expect(lines.some((l) => l.req?.path === '/healthz' || l.req?.path === '/readyz')).toBe(false)
  })

  it('serves /metrics to loopback and to the token only, with durations by route, errors, queue depth and pools', async () => {
    await fetch(`${base}/api/admin/users`)
    expect((await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong-token-000' } })).status).toBe(404)
    const proxied = await fetch(`${base}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer scrape-token-123' },
    })
    expect(proxied.status).toBe(200)
    const text = await (await fetch(`${base}/metrics`)).text()
    expect(text).toMatch(/http_request_duration_seconds_count\{route="routes\/property\.\$slug",method="GET",status_code="200"\} \d+/)
    expect(text).toContain('http_request_errors_total{route="routes/api.admin.$resource",class="5xx"} 1')
    expect(text).toContain('gruha_jobs_queue_depth{state="waiting"} 3')
    expect(text).toContain('gruha_db_pool_connections{pool="payload",state="total"} 4')
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  it('counts requests in flight until they finish', async () => {
    const pending = fetch(`${base}/slow`)
    await expect.poll(async () => /http_requests_in_flight (\d+)/.exec(await (await fetch(`${base}/metrics`)).text())?.[1]).toBe('2')
    releaseSlow()
    expect((await pending).status).toBe(200)
    await expect.poll(async () => /http_requests_in_flight (\d+)/.exec(await (await fetch(`${base}/metrics`)).text())?.[1]).toBe('1')
  })
})

describe('graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then runs onClosed', async () => {
    let release = () => {}
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') release = () => res.end('finished')
      else res.end('quick')
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${server.address().port}`
    const inFlight = fetch(`${base}/slow`)
    await expect.poll(() => release.toString().includes('finished')).toBe(true)
    let closedHook = false
    const warnings = []
    const closed = closeGracefully(server, {
      graceMs: 10_000,
      logger: { warn: (m) => warnings.push(m) },
      onClosed: async () => {
        closedHook = true
      },
    })
    await expect(fetch(`${base}/quick`)).rejects.toThrow()
    expect(closedHook).toBe(false)
    release()
    const res = await inFlight
    expect(await res.text()).toBe('finished')
    await closed
    expect(closedHook).toBe(true)
    expect(warnings).toEqual([])
  })

  it('cuts the connections left after the grace period', async () => {
    const server = http.createServer(() => {})
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const stuck = fetch(`http://127.0.0.1:${server.address().port}/never`).catch((error) => error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const warnings = []
    await closeGracefully(server, { graceMs: 200, logger: { warn: (m) => warnings.push(m) } })
    expect(await stuck).toBeInstanceOf(Error)
    expect(warnings).toEqual(['shutdown grace period over: closing the connections left'])
  })
})
