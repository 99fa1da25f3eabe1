// npm run bench:admin [-- 1000000]
// BENCH_RUNS=n sets the samples per scenario.
// Seeds N listings, N users and N enquiries (100,000 by default; plus 20k bookings and viewings) with bulk SQL into a
// throwaway database (after the real migrations), starts the BUILT site (run `npm run build` first),
// signs in as an admin, and prints p50/p95 server times of the console's JSON API: a list page, a
// filtered + searched + sorted page (also right after a write, when its total is counted afresh),
// page 500 and the dashboard (also after a write), then EXPLAIN (ANALYZE) of the main queries.
import { explain, insertAccount, measure, seedListings, withBenchSite } from './lib.mjs'

const N = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100_000)
const ADMIN = { email: 'bench-admin@gruha.local', password: 'Bench@12345' }
const ROLES = ['buyer', 'buyer', 'buyer', 'buyer', 'seller', 'seller', 'agent', 'agent', 'admin', 'editor']
const FIRST = ['Aarav', 'Padma', 'Ravi', 'Lakshmi', 'Suresh', 'Anjali', 'Kiran', 'Sravani', 'Venkat', 'Divya']
const LAST = ['Rao', 'Reddy', 'Naidu', 'Sharma', 'Varma', 'Chowdary', 'Gupta', 'Iyer', 'Kumar', 'Das']

const arr = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`

async function seedUsers(db, count) {
  await db.query(`
    INSERT INTO users (first_name, last_name, email, role, status, verification_status, email_verified, phone_number, city, state,
      custom_id, created_at, updated_at)
    SELECT (${arr(FIRST)})[1 + hashint(g, 21) % 10], (${arr(LAST)})[1 + hashint(g, 22) % 10] || ' ' || g,
      'bench-user-' || g || '@example.test',
      (${arr(ROLES)})[1 + hashint(g, 23) % 10]::enum_users_role,
      (ARRAY['active','active','active','active','active','active','inactive','suspended','pending','deleted'])[1 + hashint(g, 24) % 10]::enum_users_status,
      (ARRAY['pending','verified','verified','approved','rejected'])[1 + hashint(g, 25) % 5]::enum_users_verification_status,
      hashint(g, 26) % 4 > 0, '98' || lpad((hashint(g, 27) % 100000000)::text, 8, '0'),
      (ARRAY['Hyderabad','Vijayawada','Guntur','Warangal','Tirupati'])[1 + hashint(g, 28) % 5], 'Telangana',
      'GRU-U-B' || lpad(g::text, 7, '0'),
      now() - (hashint(g, 29) % 200000) * interval '1 minute', now()
    FROM generate_series(1, ${count}) AS g`)
  await insertAccount(db, { ...ADMIN, role: 'admin', lastName: 'Admin' })
  await db.query('VACUUM ANALYZE users')
}

async function seedEnquiries(db, count) {
  const { rows } = await db.query('SELECT min(id) AS lo, max(id) AS hi FROM properties')
  const [lo, hi] = [Number(rows[0].lo), Number(rows[0].hi)]
  const property = (salt) => `${lo} + hashint(g, ${salt}) % ${hi - lo + 1}`
  await db.query(`
    INSERT INTO inquiries (property_id, name, email, phone, message, inquiry_type, status, created_at, updated_at)
    SELECT ${property(31)}, 'Enquirer ' || g, 'bench-enquiry-' || g || '@example.test', '9876543210',
      'Is this property still available? Bench enquiry ' || g,
      (ARRAY['general','purchase','rent','other'])[1 + hashint(g, 32) % 4]::enum_inquiries_inquiry_type,
      (ARRAY['new','new','responded','closed'])[1 + hashint(g, 33) % 4]::enum_inquiries_status,
      now() - (hashint(g, 34) % 100000) * interval '1 minute', now()
    FROM generate_series(1, ${count}) AS g`)
  await db.query(`
    INSERT INTO bookings (property_id, booking_date, booking_time, status, created_at, updated_at)
    SELECT ${property(35)}, now() + (hashint(g, 36) % 30) * interval '1 day', '10:00:00',
      (ARRAY['pending','confirmed','completed','cancelled'])[1 + hashint(g, 37) % 4]::enum_bookings_status,
      now() - (hashint(g, 38) % 100000) * interval '1 minute', now()
    FROM generate_series(1, ${count / 5}) AS g`)
  await db.query(`
    INSERT INTO viewings (property_id, scheduled_at, status, created_at, updated_at)
    SELECT ${property(39)}, now() + (hashint(g, 40) % 30) * interval '1 day', 'scheduled', now(), now()
    FROM generate_series(1, 2000) AS g`)
  // VACUUM cannot run in the implicit transaction of a multi-statement query: one at a time.
  for (const table of ['inquiries', 'bookings', 'viewings']) await db.query(`VACUUM ANALYZE ${table}`)
}

async function signIn(siteUrl) {
  const res = await fetch(`${siteUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`)
  return res.headers.get('set-cookie').split(';')[0]
}

const q = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')

/** The console's list calls (ra-data-simple-rest) for a resource; `q` is the free-text search. */
const listScenarios = (resource, filtered) => [
  [`${resource}: list page`, `/api/admin/${resource}?${q({ sort: ['createdAt', 'DESC'], range: [0, 9], filter: {} })}`],
  [
    `${resource}: filtered, searched, sorted`,
    `/api/admin/${resource}?${q({ sort: ['createdAt', 'ASC'], range: [0, 24], filter: filtered })}`,
  ],
  [`${resource}: page 500`, `/api/admin/${resource}?${q({ sort: ['createdAt', 'DESC'], range: [4990, 4999], filter: {} })}`],
]

const MAIN_QUERIES = {
  // As cms/src/services/admin-stats computes them when the kept figures are stale (docs/decisions/0008).
  'dashboard: users': `SELECT (SELECT count(*) FROM users WHERE status <> 'deleted' AND role IN ('buyer','seller','agent')),
      (SELECT count(*) FROM users WHERE status <> 'deleted' AND role IN ('buyer','seller','agent')
        AND created_at >= date_trunc('day', now())),
      (SELECT count(*) FROM users WHERE status <> 'deleted' AND role IN ('agent','seller') AND verification_status = 'pending')`,
  'dashboard: property values': `SELECT sale.total, sale.average, rent.total, rent.average
      FROM (SELECT sum(price) AS total, avg(price) AS average FROM properties WHERE listing_type = 'SALE') sale,
           (SELECT sum(monthly_rent) AS total, avg(monthly_rent) AS average FROM properties WHERE listing_type = 'RENT') rent`,
  'dashboard: activity per day': `SELECT to_char(d, 'YYYY-MM-DD'),
      (SELECT count(*) FROM inquiries WHERE created_at >= d::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND created_at < (d + interval '1 day')::timestamp AT TIME ZONE 'Asia/Kolkata'),
      (SELECT count(*) FROM bookings WHERE created_at >= d::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND created_at < (d + interval '1 day')::timestamp AT TIME ZONE 'Asia/Kolkata')
      FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - 29, (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS d`,
  'dashboard: listings by city': `SELECT city, count(*) FROM properties GROUP BY 1 ORDER BY 2 DESC`,
  'users: list page': `SELECT id, email FROM users ORDER BY created_at DESC LIMIT 10`,
  // The console's search reads one trigram-indexed column, folded, with LIKE (docs/decisions/0008), as Payload asks for it.
  'users: filtered, searched, sorted': `SELECT id FROM users WHERE search_text LIKE '%reddy%' AND role = 'agent'
      AND status = 'active' ORDER BY created_at ASC LIMIT 25`,
  'users: count for the same filter': `SELECT count(*) FROM users WHERE search_text LIKE '%reddy%' AND role = 'agent'
      AND status = 'active'`,
  'properties: filtered, searched, sorted': `SELECT id FROM properties WHERE search_text LIKE '%villa%'
      AND listing_type = 'SALE' AND city = 'Hyderabad' ORDER BY created_at ASC LIMIT 25`,
  'inquiries: count for a search matching half the table': `SELECT count(*) FROM inquiries
      WHERE search_text LIKE '%available%' AND status = 'new'`,
  'bookings: count for a search': `SELECT count(*) FROM bookings WHERE search_text LIKE '%villa%' AND status = 'pending'`,
  'users: page 500': `SELECT id, email FROM users ORDER BY created_at DESC LIMIT 10 OFFSET 4990`,
}

async function main() {
  await withBenchSite(async ({ db, siteUrl, ready }) => {
    let t0 = Date.now()
    await seedListings(db, 0, N)
    console.log(`seeded ${N.toLocaleString('en-IN')} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    t0 = Date.now()
    await seedUsers(db, N)
    await seedEnquiries(db, N)
    console.log(`seeded ${N.toLocaleString('en-IN')} users and enquiries in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    await ready()
    const headers = { Cookie: await signIn(siteUrl) }

    const filtered = {
      users: { q: 'reddy', role: 'agent', status: 'active' },
      properties: { q: 'villa', listing_type: 'SALE', city: 'Hyderabad' },
      inquiries: { q: 'available', status: 'new' },
      bookings: { q: 'villa', status: 'pending' },
    }
    // Totals and dashboard figures are kept until a table they count changes (docs/decisions/0008):
    // the "after a write" rows touch one row of the list's own table before every sample, so each
    // total is counted afresh; "after a viewing" rows touch a viewing, which only the dashboard's
    // bookings card counts.
    const touch = (table) => () => db.query(`UPDATE ${table} SET updated_at = now() WHERE id = (SELECT min(id) FROM ${table})`)
    const afterWrite = (resource) => [
      `${resource}: filtered, after a write`,
      `/api/admin/${resource}?${q({ sort: ['createdAt', 'ASC'], range: [0, 24], filter: filtered[resource] })}`,
      touch(resource),
    ]
    const scenarios = [
      ...listScenarios('users', filtered.users),
      afterWrite('users'),
      ...listScenarios('properties', filtered.properties),
      afterWrite('properties'),
      ...listScenarios('inquiries', filtered.inquiries),
      afterWrite('inquiries'),
      [
        'inquiries: filtered, after a viewing',
        `/api/admin/inquiries?${q({ sort: ['createdAt', 'ASC'], range: [0, 24], filter: filtered.inquiries })}`,
        touch('viewings'),
      ],
      ...listScenarios('bookings', filtered.bookings),
      afterWrite('bookings'),
      ['dashboard', '/api/admin/dashboard'],
      ['dashboard: after an enquiry changes', '/api/admin/dashboard', touch('inquiries')],
      ['dashboard: after a user changes', '/api/admin/dashboard', touch('users')],
      ['dashboard: after a listing changes', '/api/admin/dashboard', touch('properties')],
      ['dashboard: after a viewing', '/api/admin/dashboard', touch('viewings')],
    ]
    const rows = []
    for (const [name, path, beforeEach] of scenarios) {
      const probe = await fetch(`${siteUrl}${path}`, { headers })
      await probe.arrayBuffer()
      if (probe.status === 404) {
        console.log(`  ${name.padEnd(40)} (no such console endpoint on this build; skipped)`)
        continue
      }
      const r = await measure(`${siteUrl}${path}`, headers, beforeEach)
      rows.push({ scenario: name, p50_ms: r.p50.toFixed(1), p95_ms: r.p95.toFixed(1), goal: r.p95 <= 50 ? 'met' : 'MISSED' })
      console.log(`  ${name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms`)
    }
    console.log(`\nEXPLAIN (ANALYZE) at ${N.toLocaleString('en-IN')} rows each:`)
    await explain(db, MAIN_QUERIES)
    console.table(rows)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
