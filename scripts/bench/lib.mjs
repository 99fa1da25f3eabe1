// Shared by the benches (search.mjs, admin.mjs): bulk seeding with SQL, a throwaway database with the
// real migrations and the BUILT site started on it, and p50/p95 timing of HTTP requests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startPostgres, freePort } from '../lib/postgres.mjs'
import { throwawaySecret } from '../lib/secrets.mjs'
import { migrate } from '../lib/migrate.mjs'
import { waitForHttp, stopAll } from '../lib/processes.mjs'
import { startEdgeCache } from '../lib/edge-nginx.mjs'
import { startSite } from '../lib/servers.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const WARMUP = 8

const CITIES = [
  ['Hyderabad', 'Telangana', 17.385, 78.4867],
  ['Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185],
  ['Vijayawada', 'Andhra Pradesh', 16.5062, 80.648],
  ['Guntur', 'Andhra Pradesh', 16.3067, 80.4365],
  ['Warangal', 'Telangana', 17.9689, 79.5941],
  ['Tirupati', 'Andhra Pradesh', 13.6288, 79.4192],
  ['Secunderabad', 'Telangana', 17.4399, 78.4983],
  ['Nellore', 'Andhra Pradesh', 14.4426, 79.9865],
  ['Karimnagar', 'Telangana', 18.4386, 79.1288],
  ['Kakinada', 'Andhra Pradesh', 16.9891, 82.2475],
  ['Bangalore', 'Karnataka', 12.9716, 77.5946],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707],
  ['Mumbai', 'Maharashtra', 19.076, 72.8777],
  ['Pune', 'Maharashtra', 18.5204, 73.8567],
  ['Kurnool', 'Andhra Pradesh', 15.8281, 78.0373],
  ['Nizamabad', 'Telangana', 18.6725, 78.0941],
]
const TYPES = ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa', 'commercial', 'land', 'plot', 'farm_house']
const FURNISHING = ['Unfurnished', 'Semi-Furnished', 'Fully-Furnished']
const FACING = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']

/** Inserts `count` listings in one statement per 50k rows: ids continue after `offset`. */
export async function seedListings(db, offset, count) {
  const cities = `(VALUES ${CITIES.map((c, i) => `(${i}, '${c[0]}', '${c[1]}', ${c[2]}, ${c[3]})`).join(',')}) AS c(i, name, state, lat, lng)`
  const arr = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`
  for (let start = offset; start < offset + count; start += 50_000) {
    const end = Math.min(offset + count, start + 50_000)
    await db.query(`
      INSERT INTO properties (title, slug, description, listing_type, property_type, price, monthly_rent, bedrooms, bathrooms,
        area_sqft, furnishing_status, facing, city, state, address, latitude, longitude, status, featured, verified,
        available_from, custom_id, created_at, updated_at)
      SELECT t.title, t.slug, 'Bench listing ' || g || ': a generated property used to measure search speed at scale.',
        t.lt::enum_properties_listing_type, t.pt::enum_properties_property_type,
        CASE WHEN t.lt = 'SALE' THEN (1500000 + (hashint(g, 3) % 300) * 100000) END,
        CASE WHEN t.lt = 'RENT' THEN (8000 + (hashint(g, 4) % 90) * 1000) END,
        CASE WHEN t.pt IN ('land', 'plot') THEN NULL ELSE 1 + hashint(g, 5) % 5 END,
        CASE WHEN t.pt IN ('land', 'plot') THEN NULL ELSE 1 + hashint(g, 6) % 4 END,
        400 + hashint(g, 7) % 4000,
        (${arr(FURNISHING)})[1 + hashint(g, 8) % 3]::enum_properties_furnishing_status,
        (${arr(FACING)})[1 + hashint(g, 9) % 8]::enum_properties_facing,
        c.name, c.state, g || ' Bench Road, ' || c.name,
        c.lat + ((hashint(g, 10) % 2000) - 1000) / 10000.0, c.lng + ((hashint(g, 11) % 2000) - 1000) / 10000.0,
        CASE WHEN hashint(g, 12) % 10 = 0 THEN 'sold' ELSE 'active' END::enum_properties_status,
        hashint(g, 13) % 200 = 0, hashint(g, 14) % 3 = 0,
        now() - (hashint(g, 15) % 120) * interval '1 day',
        'GRU-P-B' || lpad(g::text, 7, '0'),
        now() - (hashint(g, 16) % 100000) * interval '1 minute', now()
      FROM generate_series(${start + 1}, ${end}) AS g
      CROSS JOIN LATERAL (
        SELECT (${arr(TYPES)})[1 + hashint(g, 1) % 8] AS pt
      ) p
      CROSS JOIN LATERAL (
        SELECT p.pt, CASE WHEN p.pt IN ('land', 'plot') OR hashint(g, 2) % 3 > 0 THEN 'SALE' ELSE 'RENT' END AS lt,
          'Bench ' || replace(p.pt, '_', ' ') || ' ' || g AS title, 'bench-' || replace(p.pt, '_', '-') || '-' || g AS slug
      ) t
      JOIN ${cities} ON c.i = hashint(g, 0) % ${CITIES.length}
    `)
  }
  // What autovacuum would do after a bulk load: statistics, and a visibility map so counts can use index-only scans.
  await db.query('VACUUM ANALYZE properties')
  // And what the next checkpoint would write, now rather than under the measurements (at 1M listings,
  // thousands of dirty pages): the figures are then those of a settled database.
  await db.query('CHECKPOINT').catch(() => {})
}

export const HASH_FN = `CREATE OR REPLACE FUNCTION hashint(g int, salt int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT abs(hashtext(g::text || ':' || salt::text)) $$`

/** The p-th percentile of sorted numbers; 0 when there are none. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0
}

/** The site session cookie (`name=value`) a response set, if any. */
export function sessionCookieOf(res) {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__gruha_session='))
    ?.split(';')[0]
}

/** A member's session cookie, from the site's own sign-in form. */
export async function signInSite(siteUrl, { email, password }) {
  const res = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'signin', email, password }),
  })
  const cookie = sessionCookieOf(res)
  if (!cookie) throw new Error(`sign-in answered ${res.status} without a session`)
  return cookie
}

async function time(url, headers) {
  const t0 = performance.now()
  const res = await fetch(url, { redirect: 'manual', headers })
  await res.arrayBuffer()
  if (res.status >= 400) throw new Error(`${url} answered ${res.status}`)
  return performance.now() - t0
}

/**
 * p50 and p95 of `url` over BENCH_RUNS samples after a warm-up; `headers` e.g. a session cookie.
 * `beforeEach`, when given, runs untimed before every sample (e.g. a write that makes kept figures stale).
 */
export async function measure(url, headers = {}, beforeEach = async () => {}) {
  for (let i = 0; i < WARMUP; i++) await time(url, headers)
  const samples = []
  for (let i = 0; i < RUNS; i++) {
    await beforeEach()
    samples.push(await time(url, headers))
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

/**
 * p50 and p95 of each of `urls` over BENCH_RUNS samples each, taken in turn (the order flips every round),
 * so a machine that slows down meanwhile slows all of them alike: for ratios between sites.
 */
export async function measureAlternating(urls) {
  for (const url of urls) for (let i = 0; i < WARMUP; i++) await time(url, {})
  const samples = urls.map(() => [])
  for (let i = 0; i < RUNS; i++) {
    const order = urls.map((_, index) => index)
    if (i % 2) order.reverse()
    for (const index of order) samples[index].push(await time(urls[index], {}))
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b)
    return { p50: percentile(list, 50), p95: percentile(list, 95) }
  })
}

/**
 * Runs `fn({ db, siteUrl })` against the built site on a throwaway database (real migrations, then
 * `HASH_FN`), and drops everything afterwards. BENCH_SITE_NODE_ARGS adds node flags to the site;
 * `siteEnv` adds to its environment. BENCH_SITE_INSTANCES=n starts n sites on the one database behind
 * the production edge (nginx, deploy/nginx), as docker-compose runs them; the edge keeps nothing unless
 * the site asks it to (EDGE_CACHE_SECONDS).
 */
export async function withBenchSite(fn, { siteEnv = {} } = {}) {
  const buildIndex = path.join(root, 'remix-app', 'build', 'server', 'index.js')
  if (!fs.existsSync(buildIndex)) throw new Error('Build the site first: npm run build')
  const instances = Math.max(1, Number(process.env.BENCH_SITE_INSTANCES ?? 1))
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-bench-'))
  const pgServer = await startPostgres({
    serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL,
    dataDir: path.join(tmp, 'pg'),
  })
  const database = `gruha_bench_${crypto.randomBytes(4).toString('hex')}`
  const url = await pgServer.createDatabase(database)
  const sites = []
  let edge = null
  const db = new pg.Client({ connectionString: url })
  try {
    const env = {
      DATABASE_URL: url,
      PAYLOAD_SECRET: throwawaySecret(),
      SESSION_SECRET: throwawaySecret(),
      GRUHA_DATA_DIR: path.join(tmp, 'data'),
      GRUHA_ROOT: root,
      MAP_TILE_URL: '',
      COOKIE_SECURE: '0',
    }
    console.log('migrating…')
    await migrate(root, env)
    await db.connect()
    await db.query(HASH_FN)
    const ports = []
    for (let i = 0; i < instances; i++) ports.push(await freePort())
    const edgePort = instances > 1 ? await freePort() : ports[0]
    const siteUrl = `http://127.0.0.1:${edgePort}`
    const nodeArgs = (process.env.BENCH_SITE_NODE_ARGS ?? '').split(' ').filter(Boolean)
    for (const [i, port] of ports.entries())
      sites.push(startSite(root, { env: { ...env, SITE_URL: siteUrl, ...siteEnv }, port, name: `site${i || ''}`, quiet: true, nodeArgs }))
    const ready = async () => {
      for (const [i, port] of ports.entries()) await waitForHttp(`http://127.0.0.1:${port}/login`, { child: sites[i] })
      if (instances > 1) {
        edge = await startEdgeCache({ upstreams: ports.map((port) => `127.0.0.1:${port}`), port: edgePort })
        console.log(`${instances} sites behind the edge (nginx) on ${siteUrl}`)
      }
    }
    await fn({ db, siteUrl, ready, siteCpuMs: () => sites.reduce((sum, site) => sum + processCpuMs(site.pid), 0) })
  } finally {
    await db.end().catch(() => {})
    await edge?.stop()
    await stopAll(sites)
    await pgServer.dropDatabase(database).catch(() => {})
    await pgServer.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid) {
  try {
    // Fields 14 and 15 (utime, stime) follow the command name, which is in parentheses.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return NaN
  }
}
/** Linux's USER_HZ, which /proc/<pid>/stat counts in; 100 on every common build. */
const CLOCK_TICKS = 100

/**
 * An account that can sign in, written straight to the database: Payload's local strategy (pbkdf2,
 * sha256, 25000 rounds, 512 bytes), active, verified, terms accepted. Returns its id.
 */
export async function insertAccount(db, { email, password, role, firstName = 'Bench', lastName = role }) {
  const salt = crypto.randomBytes(32).toString('hex')
  const hash = crypto.pbkdf2Sync(password, salt, 25000, 512, 'sha256').toString('hex')
  const { rows } = await db.query(
    `INSERT INTO users (first_name, last_name, email, role, status, verification_status, email_verified, salt, hash, terms_accepted_at)
     VALUES ($1, $2, $3, $4, 'active', 'verified', true, $5, $6, now()) RETURNING id`,
    [firstName, lastName, email, role, salt, hash],
  )
  return rows[0].id
}

/** Prints EXPLAIN (ANALYZE, BUFFERS) of each labelled statement. */
export async function explain(db, queries) {
  for (const [label, sql] of Object.entries(queries)) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)
    console.log(`-- ${label}\n${plan.rows.map((r) => '   ' + r['QUERY PLAN']).join('\n')}`)
  }
}
