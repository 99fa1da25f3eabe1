// npm run bench:search [-- 10000,100000]
// BENCH_RUNS=n sets the samples per scenario; BENCH_SITE_NODE_ARGS adds node flags to the site (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
// Seeds N listings with bulk SQL into a throwaway database (after the real migrations), starts the
// BUILT site against it (run `npm run build` first), and prints p50/p95 response times of /buy with
// 0, 1 and 3 filters, page 50, a property page and a bare Remix route, EXPLAIN (ANALYZE) of the
// main query, and the gzip size of /buy's initial JavaScript.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import crypto from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startPostgres, freePort } from '../lib/postgres.mjs'
import { throwawaySecret } from '../lib/secrets.mjs'
import { migrate } from '../lib/migrate.mjs'
import { startProcess, waitForHttp, stopAll } from '../lib/processes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const sizes = (process.argv[2] ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
const RUNS = Number(process.env.BENCH_RUNS ?? 60)
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
async function seedListings(db, offset, count) {
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
}

const HASH_FN = `CREATE OR REPLACE FUNCTION hashint(g int, salt int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT abs(hashtext(g::text || ':' || salt::text)) $$`

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function time(url) {
  const t0 = performance.now()
  const res = await fetch(url, { redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status >= 400) throw new Error(`${url} answered ${res.status}`)
  return performance.now() - t0
}

async function measure(url) {
  for (let i = 0; i < WARMUP; i++) await time(url)
  const samples = []
  for (let i = 0; i < RUNS; i++) samples.push(await time(url))
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

async function initialJsGzip(site) {
  const html = await (await fetch(`${site}/buy`)).text()
  const urls = new Set()
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1])
  let total = 0
  const chunks = []
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, site))).arrayBuffer())
    const gz = zlib.gzipSync(body).length
    total += gz
    chunks.push([u, gz])
  }
  return { total, chunks }
}

const MAIN_QUERIES = {
  '3 filters, page 1': `SELECT id, title, slug, price, city FROM properties
    WHERE status = 'active' AND listing_type = 'SALE' AND city = 'Hyderabad' AND property_type = 'villa' AND bedrooms >= 3
    ORDER BY created_at DESC, id DESC LIMIT 12`,
  '3 filters, count': `SELECT count(*) FROM properties
    WHERE status = 'active' AND listing_type = 'SALE' AND city = 'Hyderabad' AND property_type = 'villa' AND bedrooms >= 3`,
  'city with no match, page 1': `SELECT id, title FROM properties
    WHERE status = 'active' AND listing_type = 'SALE' AND city = 'Hyderabad' AND price >= 999999999
    ORDER BY created_at DESC, id DESC LIMIT 12`,
  'no filter, page 50': `SELECT id, title FROM properties WHERE status = 'active' AND listing_type = 'SALE'
    ORDER BY created_at DESC, id DESC LIMIT 12 OFFSET 588`,
  'no filter, count': `SELECT count(*) FROM properties WHERE status = 'active' AND listing_type = 'SALE'`,
}

async function main() {
  const buildIndex = path.join(root, 'remix-app', 'build', 'server', 'index.js')
  if (!fs.existsSync(buildIndex)) throw new Error('Build the site first: npm run build')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-bench-'))
  const pgServer = await startPostgres({
    serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL,
    dataDir: path.join(tmp, 'pg'),
  })
  const database = `gruha_bench_${crypto.randomBytes(4).toString('hex')}`
  const url = await pgServer.createDatabase(database)
  let site
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
    const port = await freePort()
    const siteUrl = `http://127.0.0.1:${port}`
    site = startProcess('site', process.execPath, [...(process.env.BENCH_SITE_NODE_ARGS ?? '').split(' ').filter(Boolean), 'server.mjs'], {
      cwd: path.join(root, 'remix-app'),
      env: { ...env, SITE_URL: siteUrl, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', PORT: String(port) },
      quiet: true,
    })
    let seeded = 0
    const rows = []
    for (const n of sizes) {
      const t0 = Date.now()
      await seedListings(db, seeded, n - seeded)
      seeded = n
      console.log(`seeded ${n.toLocaleString('en-IN')} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      await waitForHttp(`${siteUrl}/login`, { child: site })
      const {
        rows: [one],
      } = await db.query("SELECT slug FROM properties WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 500")
      const scenarios = [
        ['/buy (0 filters)', '/buy'],
        ['/buy (1 filter: city)', '/buy?city=Hyderabad'],
        ['/buy (3 filters)', '/buy?city=Hyderabad&propertyType=villa&bedrooms=3'],
        ['/buy page 50', '/buy?page=50'],
        ['/property/{slug}', `/property/${one.slug}`],
        ['bare Remix route (/login)', '/login'],
      ]
      for (const [name, path_] of scenarios) {
        const r = await measure(`${siteUrl}${path_}`)
        rows.push({ listings: n, scenario: name, p50_ms: r.p50.toFixed(1), p95_ms: r.p95.toFixed(1) })
        console.log(`  ${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms`)
      }
      console.log(`\nEXPLAIN (ANALYZE) at ${n.toLocaleString('en-IN')} listings:`)
      for (const [label, sql] of Object.entries(MAIN_QUERIES)) {
        const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)
        console.log(`-- ${label}\n${plan.rows.map((r) => '   ' + r['QUERY PLAN']).join('\n')}`)
      }
    }
    console.table(rows)
    const js = await initialJsGzip(siteUrl)
    console.log(
      `/buy initial JavaScript: ${(js.total / 1024).toFixed(1)} kB gzip in ${js.chunks.length} files (budget 150 kB; the map is a separate lazy chunk)`,
    )
  } finally {
    await db.end().catch(() => {})
    await stopAll(site ? [site] : [])
    await pgServer.dropDatabase(database).catch(() => {})
    await pgServer.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
