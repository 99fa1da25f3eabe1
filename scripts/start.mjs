// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data on first run,
// build when needed, then one origin on :3000, as production's proxy serves it: the site and console,
// and the CMS at /cms (its own server listens on 127.0.0.1:3001). Ctrl-C stops all.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres, splitDatabaseUrl } from './lib/postgres.mjs'
import { persistentSecret } from './lib/secrets.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { migrate, seed } from './lib/migrate.mjs'
import { startServers } from './lib/servers.mjs'
import { startBalancer } from './lib/balancer.mjs'
import { freePort } from './lib/postgres.mjs'
import { stopAll } from './lib/processes.mjs'
import { buildAll } from './build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = process.env.GRUHA_DATA_DIR ?? path.join(root, '.data')
const sitePort = Number(process.env.PORT ?? 3000)
const cmsPort = Number(process.env.CMS_PORT ?? 3001)
const rebuild = process.argv.includes('--rebuild')
const timings = {}
const time = async (label, fn) => {
  const t = Date.now()
  const result = await fn()
  timings[label] = ((Date.now() - t) / 1000).toFixed(1) + ' s'
  return result
}

const log = (line) => console.log(`[start] ${line}`)
let pg
let mail
let children = []
let front

async function main() {
  fs.mkdirSync(dataDir, { recursive: true })

  let databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    log(`using the PostgreSQL server in DATABASE_URL (database "${splitDatabaseUrl(databaseUrl).database}")`)
  } else {
    pg = await time('database', () => startPostgres({ dataDir: path.join(dataDir, 'postgres'), log }))
    databaseUrl = await pg.ensureDatabase('gruha')
  }

  const smtp = {}
  if (!process.env.SMTP_HOST) {
    mail = await startMailCatcher({ dir: path.join(dataDir, 'mail'), port: Number(process.env.MAIL_CATCHER_PORT ?? 0) })
    Object.assign(smtp, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port) })
    log(`mail is caught in ${mail.dir} (SMTP on 127.0.0.1:${mail.port})`)
  }

  const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`
  const env = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? persistentSecret(dataDir, 'payload'),
    SESSION_SECRET: process.env.SESSION_SECRET ?? persistentSecret(dataDir, 'session'),
    SITE_URL: siteUrl,
    // One origin: pictures, the CMS and its API are under the site's address, so a page's first
    // picture needs no second connection, as behind production's proxy (ADR 9).
    CMS_URL: process.env.CMS_URL ?? siteUrl,
    // The servers listen on loopback only; the front listens on HOST.
    HOST: '127.0.0.1',
    GRUHA_DATA_DIR: dataDir,
    GRUHA_ROOT: root,
    // Demo mode (default on for `npm start`): demo accounts are seeded and /login offers their shortcuts.
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    // Visitors' public pages kept in memory for 60 s, as in docker-compose (ADR 18); changes made
    // through the app drop them at once. PAGE_CACHE_SECONDS=0 turns it off.
    PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '60',
    // Cookies stay Secure: browsers accept Secure cookies from http://localhost. Set COOKIE_SECURE=0
    // only to serve plain http on another host name.
    ...(process.env.COOKIE_SECURE ? { COOKIE_SECURE: process.env.COOKIE_SECURE } : {}),
    ...smtp,
  }

  const built = ['admin/dist/index.html', 'remix-app/build/server/index.js', 'cms/.next/BUILD_ID'].every((f) =>
    fs.existsSync(path.join(root, f)),
  )
  if (rebuild || !built) await time('build', () => buildAll())

  await time('migrations', () => migrate(root, env))
  const seededMarker = path.join(dataDir, 'seeded')
  if (!fs.existsSync(seededMarker) || process.env.DATABASE_URL) {
    await time('seed', () => seed(root, env))
    if (!process.env.DATABASE_URL) fs.writeFileSync(seededMarker, new Date().toISOString())
  }

  // The front first: a port in use fails before the servers start. The servers trust its
  // X-Forwarded-For (TRUST_PROXY's default, loopback).
  const innerSitePort = await freePort()
  front = await startBalancer({
    sites: [{ name: 'site', port: innerSitePort }],
    cmses: [{ name: 'cms', port: cmsPort }],
    port: sitePort,
    host: process.env.HOST ?? '127.0.0.1',
  })
  children = await time('servers', () => startServers(root, { env, sitePort: innerSitePort, cmsPort }))
  console.log(`
  Gruha is running.
    Site      http://localhost:${sitePort}
    Console   http://localhost:${sitePort}/admin
    CMS       http://localhost:${sitePort}/cms

  Logins
    admin     admin@gruha.local   / Admin@12345   (console and CMS)
    editor    editor@gruha.local  / Editor@12345  (CMS)
    buyer     buyer@gruha.local   / Demo@12345
    seller    seller@gruha.local  / Demo@12345
    agent     agent@gruha.local   / Demo@12345

  Timings: ${Object.entries(timings)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}
  Press Ctrl-C to stop.
`)
  for (const child of children) {
    child.on('exit', (code) => {
      if (!shuttingDown) {
        console.error(`a server exited with code ${code}; stopping`)
        shutdown(1)
      }
    })
  }
}

let shuttingDown = false
async function shutdown(code = 0) {
  if (shuttingDown) return
  shuttingDown = true
  log('stopping')
  front?.server.close()
  await stopAll(children)
  await mail?.close()
  await pg?.stop()
  process.exit(code)
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))
main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
})
