// npm run test:scale
// Scale-out on one machine (issue 20, item 2): two site instances, two CMS instances and two jobs
// workers on one throwaway database, behind a round-robin balancer (scripts/lib/balancer.mjs). It
// shows that a session made on one instance works on the other, that a rate limit counts across
// both, that the public page cache of one instance drops a page another instance changed, that an
// upload through one instance is served by the other, and that with both workers ticking every
// scheduled slot is queued once and every job runs once, also after one worker is killed.
// Prints each check with its figures; exits 1 if any fails. Needs `npm run build` first.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { checkList } from './lib/checks.mjs'
import { startBalancer } from './lib/balancer.mjs'
import { startStreamingReplica } from './lib/replica.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { migrate } from './lib/migrate.mjs'
import { freePort, startPostgres } from './lib/postgres.mjs'
import { stopAll } from './lib/processes.mjs'
import { throwawaySecret } from './lib/secrets.mjs'
import { startCms, startJobsWorker, startSite, waitForServers } from './lib/servers.mjs'
import { HASH_FN, insertAccount, seedListings, sessionCookieOf } from './bench/lib.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MEMBER = { email: 'scale-buyer@gruha.local', password: 'Scale@12345' }
const ADMIN = { email: 'scale-admin@gruha.local', password: 'Scale@12345' }
/** Both workers tick every 2 s, so a short run has many slots to get wrong. */
const JOBS_CRON = '*/2 * * * * *'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const { check, finish } = checkList()

async function main() {
  if (!fs.existsSync(path.join(root, 'remix-app', 'build', 'server', 'index.js'))) throw new Error('Build first: npm run build')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-scale-'))
  const serverUrl = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL
  const pgServer = await startPostgres({ serverUrl, dataDir: path.join(tmp, 'pg') })
  const database = `gruha_scale_${crypto.randomBytes(4).toString('hex')}`
  const mail = await startMailCatcher({ dir: path.join(tmp, 'mail') })
  const children = []
  let balancer
  let replica
  const databaseUrl = await pgServer.createDatabase(database)
  const db = new pg.Client({ connectionString: databaseUrl })
  try {
    const [sitePorts, cmsPorts, lbPort] = [[await freePort(), await freePort()], [await freePort(), await freePort()], await freePort()]
    const origin = `http://127.0.0.1:${lbPort}`
    const env = {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: throwawaySecret(),
      SESSION_SECRET: throwawaySecret(),
      // One public origin, as behind production's proxy; the instances trust the balancer's X-Forwarded-For.
      SITE_URL: origin,
      CMS_URL: origin,
      TRUST_PROXY: 'loopback',
      // Uploads on one shared folder here; production uses S3 (MinIO in docker-compose).
      GRUHA_DATA_DIR: path.join(tmp, 'data'),
      GRUHA_ROOT: root,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      COOKIE_SECURE: '0',
      JOBS_CRON,
      PAGE_CACHE_SECONDS: '60',
      MAP_TILE_URL: '',
    }
    console.log('migrating…')
    await migrate(root, env)
    await db.connect()
    await db.query(HASH_FN)
    await seedListings(db, 0, 50)
    await insertAccount(db, { ...MEMBER, role: 'buyer', firstName: 'Scalebuyer', lastName: 'Buyer' })
    await insertAccount(db, { ...ADMIN, role: 'admin', firstName: 'Scale', lastName: 'Admin' })
    // On the embedded server (no server URL given), a streaming standby takes the instances' reads.
    if (!serverUrl) {
      console.log('starting a streaming replica…')
      replica = await startStreamingReplica({
        primaryUrl: pgServer.url('postgres'),
        primaryDataDir: path.join(tmp, 'pg'),
        dataDir: path.join(tmp, 'pg-replica'),
      })
      env.DATABASE_READ_REPLICA_URLS = replica.url(database)
    }

    console.log('starting 2 sites, 2 CMS instances and 2 jobs workers…')
    const sites = sitePorts.map((port, i) => ({ name: `site-${'ab'[i]}`, port }))
    const cmses = cmsPorts.map((port, i) => ({ name: `cms-${'ab'[i]}`, port }))
    const quiet = process.env.SCALE_VERBOSE !== '1'
    for (const s of sites) children.push((s.child = startSite(root, { env, port: s.port, name: s.name, quiet })))
    for (const c of cmses) children.push((c.child = startCms(root, { env, port: c.port, name: c.name, quiet })))
    const workers = ['jobs-a', 'jobs-b'].map((name) => ({ name, child: startJobsWorker(root, { env, name, quiet }) }))
    children.push(...workers.map((w) => w.child))
    await Promise.all(sites.map((s, i) => waitForServers({ sitePort: s.port, cmsPort: cmses[i].port, site: s.child, cms: cmses[i].child })))
    balancer = await startBalancer({ sites, cmses, port: lbPort })
    const at = (instance, pathname) => `http://127.0.0.1:${instance.port}${pathname}`

    const { consoleCookie } = await sessionsCheck({ origin, sites, cmses, at })
    await browserCheck({ origin })
    await rateLimitCheck({ origin, sites, at })
    await pageCacheCheck({ origin, sites, at, db, consoleCookie })
    await uploadCheck({ origin, sites, cmses, at, consoleCookie })
    if (replica) await replicaCheck({ sites, at, db, standbyUrl: replica.url(database) })
    else console.log('SKIP  the read replica check: it needs the embedded PostgreSQL (run without TEST_PG_SERVER_URL and DATABASE_URL)')
    await jobsCheck({ workers })
  } finally {
    balancer?.server.close()
    await db.end().catch(() => {})
    await stopAll(children)
    await replica?.stop()
    await mail.close()
    await pgServer.dropDatabase(database).catch(() => {})
    await pgServer.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  finish('test:scale')
}

/** Form and JSON posts as a browser on the public origin would send them. */
const post = (url, origin, body, { cookie, json = false } = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: origin,
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  })

async function sessionsCheck({ origin, sites, cmses, at }) {
  // A member signs in on site A; site B knows them.
  const signIn = await post(at(sites[0], '/login'), origin, { intent: 'signin', ...MEMBER })
  const session = sessionCookieOf(signIn)
  const profile = await fetch(at(sites[1], '/profile'), { headers: { Cookie: session ?? '' }, redirect: 'manual' })
  const profileHtml = await profile.text()
  check(
    'a member session made on site A works on site B',
    Boolean(session) && profile.status === 200 && profileHtml.includes(MEMBER.email),
    `sign-in on ${sites[0].name}: ${signIn.status}; /profile on ${sites[1].name}: ${profile.status}, shows the member: ${profileHtml.includes(MEMBER.email)}`,
  )
  // Through the balancer, requests alternate between the instances and every one is signed in.
  const served = {}
  let signedIn = 0
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${origin}/profile`, { headers: { Cookie: session ?? '' }, redirect: 'manual' })
    served[res.headers.get('x-upstream')] = (served[res.headers.get('x-upstream')] ?? 0) + 1
    if (res.status === 200 && (await res.text()).includes(MEMBER.email)) signedIn += 1
  }
  check(
    'the same session through the balancer',
    signedIn === 10 && Object.keys(served).length === 2,
    `${signedIn}/10 signed in; served by ${JSON.stringify(served)}`,
  )
  // The console: an admin session from site A reads the console API on site B.
  const consoleSignIn = await post(at(sites[0], '/api/admin/session'), origin, ADMIN, { json: true })
  const consoleCookie = sessionCookieOf(consoleSignIn)
  const users = await fetch(at(sites[1], '/api/admin/users?range=[0,9]'), { headers: { Cookie: consoleCookie ?? '' } })
  check(
    'a console session made on site A works on site B',
    users.status === 200,
    `sign-in on ${sites[0].name}: ${consoleSignIn.status}; /api/admin/users on ${sites[1].name}: ${users.status}`,
  )
  // Payload's admin: a CMS session from CMS A is known to CMS B.
  const cmsLogin = await post(at(cmses[0], '/cms/api/users/login'), origin, ADMIN, { json: true })
  const cmsCookie = cmsLogin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const me = await fetch(at(cmses[1], '/cms/api/users/me'), { headers: { Cookie: cmsCookie, Origin: origin } })
  const meBody = await me.json().catch(() => ({}))
  check(
    'a CMS session made on CMS A works on CMS B',
    cmsLogin.status === 200 && meBody.user?.email === ADMIN.email,
    `login on ${cmses[0].name}: ${cmsLogin.status}; /cms/api/users/me on ${cmses[1].name}: ${me.status}, user ${meBody.user ? 'known' : 'unknown'}`,
  )
  return { consoleCookie }
}

/** A member and an admin in Chromium through the balancer: every page works, whichever instance answers. */
async function browserCheck({ origin }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const errors = []
  const served = {}
  try {
    const page = await browser.newPage()
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document' || res.url().includes('.data') || res.url().includes('/api/admin/'))
        served[res.headers()['x-upstream'] ?? '?'] = (served[res.headers()['x-upstream'] ?? '?'] ?? 0) + 1
    })
    await page.goto(`${origin}/login`)
    await page.getByLabel('Email').fill(MEMBER.email)
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
    let memberPages = 0
    for (const path of ['/profile', '/saved-properties', '/my-inquiries', '/buy', '/profile', '/my-bookings']) {
      await page.goto(`${origin}${path}`)
      if (page.url().startsWith(`${origin}${path}`) && (await page.content()).includes('Scalebuyer')) memberPages += 1
    }
    const admin = await browser.newPage()
    admin.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    admin.on('response', (res) => {
      if (res.url().includes('/api/admin/'))
        served[res.headers()['x-upstream'] ?? '?'] = (served[res.headers()['x-upstream'] ?? '?'] ?? 0) + 1
    })
    await admin.goto(`${origin}/admin/login`)
    await admin.getByLabel('Email').fill(ADMIN.email)
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await admin.getByRole('button', { name: 'SIGN IN' }).click()
    await admin.getByText('Welcome to Admin Dashboard!').waitFor({ timeout: 15_000 })
    await admin.goto(`${origin}/admin/users`)
    await admin.getByText(MEMBER.email).waitFor({ timeout: 15_000 })
    await admin.goto(`${origin}/admin/properties`)
    await admin.getByRole('columnheader').first().waitFor({ timeout: 15_000 })
    check(
      'in Chromium through the balancer: a member and an admin use both instances without noticing',
      memberPages === 6 && (served['site-a'] ?? 0) > 0 && (served['site-b'] ?? 0) > 0 && errors.length === 0,
      `member pages signed in: ${memberPages}/6; console signed in, users and listings shown; answers by instance ${JSON.stringify(served)}; console errors: ${errors.length ? errors.slice(0, 3).join(' | ') : 'none'}`,
    )
  } catch (error) {
    check(
      'in Chromium through the balancer: a member and an admin use both instances without noticing',
      false,
      String(error).split('\n')[0],
    )
  } finally {
    await browser.close()
  }
}

async function rateLimitCheck({ origin, sites, at }) {
  // "Forgot password" allows 3 requests per account per 15 minutes. Alternate the instances.
  const email = `scale-limit-${crypto.randomBytes(3).toString('hex')}@gruha.local`
  const statuses = []
  for (let i = 0; i < 5; i++) statuses.push((await post(at(sites[i % 2], '/forgot-password'), origin, { email })).status)
  check(
    'a rate limit counts across both instances',
    statuses.slice(0, 3).every((s) => s === 200) && statuses.slice(3).every((s) => s === 429),
    `forgot-password for one account, alternating ${sites[0].name}/${sites[1].name}: ${statuses.join(', ')} (limit 3 per account)`,
  )
}

async function pageCacheCheck({ origin, sites, at, db, consoleCookie }) {
  const {
    rows: [listing],
  } = await db.query("SELECT id, slug, title FROM properties WHERE status = 'active' ORDER BY id LIMIT 1")
  const page = (site) =>
    fetch(at(site, `/property/${listing.slug}`)).then(async (r) => ({
      status: r.status,
      cache: r.headers.get('x-page-cache'),
      html: await r.text(),
    }))
  // Both instances cache the page for anonymous visitors.
  await page(sites[0])
  await page(sites[1])
  const cachedB = await page(sites[1])
  const title = `Scale-out renamed ${crypto.randomBytes(3).toString('hex')}`
  const edit = await fetch(at(sites[0], `/api/admin/properties/${listing.id}`), {
    method: 'PUT',
    headers: { Cookie: consoleCookie ?? '', Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  const started = Date.now()
  let after = await page(sites[1])
  while (!after.html.includes(title) && Date.now() - started < 5000) {
    await sleep(100)
    after = await page(sites[1])
  }
  check(
    "an edit on site A drops site B's cached page",
    edit.status === 200 && cachedB.cache === 'hit' && after.html.includes(title),
    `B's page before: ${cachedB.cache ?? 'no x-page-cache header'}; edit on A: ${edit.status}; B shows the new title after ${Date.now() - started} ms`,
  )
}

async function uploadCheck({ origin, sites, cmses, at, consoleCookie }) {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f6e56' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'scale-house.png')
  const upload = await fetch(at(sites[0], '/api/admin/uploads'), {
    method: 'POST',
    headers: { Cookie: consoleCookie ?? '', Origin: origin },
    body: form,
  })
  const media = await upload.json().catch(() => ({}))
  const fileUrl = new URL(media.url ?? '/missing', origin)
  const servers = fileUrl.pathname.startsWith('/cms') ? cmses : sites
  const fromOther = await fetch(at(servers[1], fileUrl.pathname))
  const bytes = Buffer.from(await fromOther.arrayBuffer())
  const viaBalancer = await Promise.all([1, 2].map(() => fetch(new URL(fileUrl.pathname, origin)).then((r) => r.status)))
  check(
    'an upload through one instance is served by the other',
    upload.status === 201 && fromOther.status === 200 && bytes.length > 0,
    `upload on ${sites[0].name}: ${upload.status}; ${fileUrl.pathname} from ${servers[1].name}: ${fromOther.status}, ${bytes.length} bytes; through the balancer: ${viaBalancer.join(', ')}`,
  )
}

async function replicaCheck({ sites, at, db, standbyUrl }) {
  // Site B's own writes (sign-ins) send its reads to the primary for 2 s; let that pass.
  await sleep(2500)
  const standby = new pg.Client({ connectionString: standbyUrl })
  await standby.connect()
  try {
    const {
      rows: [listing],
    } = await db.query("SELECT id, slug, title FROM properties WHERE status = 'active' ORDER BY id DESC LIMIT 1")
    // The standby stops applying WAL, so a change on the primary is not there yet.
    await standby.query('SELECT pg_wal_replay_pause()')
    const title = `Replica check ${crypto.randomBytes(3).toString('hex')}`
    await db.query('UPDATE properties SET title = $1 WHERE id = $2', [title, listing.id])
    const page = (query, headers = {}) => fetch(at(sites[1], `/property/${listing.slug}?${query}`), { headers }).then((r) => r.text())
    const visitor = await page(`replica=${Date.now()}`)
    const justWrote = await page(`wrote=${Date.now()}`, { Cookie: 'gruha_wrote=1' })
    await standby.query('SELECT pg_wal_replay_resume()')
    const resumed = Date.now()
    let caughtUp = await page(`caught-up=${Date.now()}`)
    while (!caughtUp.includes(title) && Date.now() - resumed < 10_000) {
      await sleep(50)
      caughtUp = await page(`caught-up=${Date.now()}`)
    }
    check(
      'reads go to the streaming replica; a visitor who just wrote reads the primary',
      visitor.includes(listing.title) && !visitor.includes(title) && justWrote.includes(title) && caughtUp.includes(title),
      `replay paused: a visitor sees the ${visitor.includes(title) ? 'new' : 'old'} title, the visitor with the write cookie the ${justWrote.includes(title) ? 'new' : 'old'}; replay resumed: the new title shows after ${Date.now() - resumed} ms`,
    )
  } finally {
    await standby.query('SELECT pg_wal_replay_resume()').catch(() => {})
    await standby.end()
  }
}

/** The JSON lines the workers print per tick that did something (cms/src/scripts/jobs-worker.ts). */
function workerTicks(workers) {
  return workers.flatMap((w) =>
    w.child.logs
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{"worker"'))
      .map((line) => ({ ...JSON.parse(line), name: w.name })),
  )
}

async function jobsCheck({ workers }) {
  console.log('jobs: both workers tick every 2 s for 20 s, then jobs-a is killed (-9) and jobs-b goes on for 12 s…')
  await sleep(20_000)
  const killedAt = new Date().toISOString()
  workers[0].child.kill('SIGKILL')
  await sleep(12_000)
  const ticks = workerTicks(workers)
  const slots = new Map()
  for (const t of ticks)
    for (const s of t.scheduled) slots.set(`${s.task}@${s.waitUntil}`, (slots.get(`${s.task}@${s.waitUntil}`) ?? 0) + 1)
  const runs = new Map()
  for (const t of ticks) for (const j of t.ran) runs.set(j.id, (runs.get(j.id) ?? 0) + 1)
  const twice = [...slots.values()].filter((n) => n > 1).length + [...runs.values()].filter((n) => n > 1).length
  const byWorker = Object.fromEntries(workers.map((w) => [w.name, ticks.filter((t) => t.name === w.name && t.ran.length).length]))
  const afterKill = ticks.filter((t) => t.at > killedAt && t.ran.length).length
  check(
    'every scheduled slot is queued once and every job runs once, with two workers',
    twice === 0 && runs.size >= 10 && afterKill >= 3,
    `${slots.size} slots queued, ${runs.size} jobs run, ${twice} twice; ticks that ran jobs by worker ${JSON.stringify(byWorker)}; after jobs-a was killed: ${afterKill} by jobs-b`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
