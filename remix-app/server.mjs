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
import { createRequestHandler } from '@remix-run/express'

const here = path.dirname(fileURLToPath(import.meta.url))
const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const adminDist = path.resolve(here, '..', 'admin', 'dist')

const vite = production ? undefined : await import('vite').then((v) => v.createServer({ root: here, server: { middlewareMode: true } }))

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')
app.use(compression())
app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
  if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  next()
})

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
  app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }))
}

// One scope per HTTP request, shared with the app (app/utils/request-scope.server.ts).
const scopeKey = Symbol.for('gruha.requestScope')
const requestScope = (globalThis[scopeKey] ??= new AsyncLocalStorage())

const remixHandler = createRequestHandler({
  build: vite ? () => vite.ssrLoadModule('virtual:remix/server-build') : await import(path.join(here, 'build/server/index.js')),
  // Express resolves X-Forwarded-For only from loopback proxies ('trust proxy' above), so req.ip
  // is the real client and cannot be spoofed from outside. Rate limits key on it.
  getLoadContext: (req) => ({ clientIp: req.ip ?? null }),
})
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
