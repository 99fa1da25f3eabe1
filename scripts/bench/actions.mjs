// npm run bench:actions
// Server time of the writes members and admins wait on (issue 19, item 4): sign-in, an enquiry, a tour,
// a follow-up, the owner's reply, the console's assign-agent, the agent's accept, the console's
// confirm-booking, and the owner's edit and new listing, each BENCH_RUNS times (30 by default) on the BUILT site and a throwaway database,
// one at a time, from loopback. Prints p50 and p95 per write and how many answered as expected.
// Goal: p95 <= 150 ms for each write, sign-in <= 400 ms. It prints figures only; it never fails on time.
import { insertAccount, percentile, seedListings, sessionCookieOf, withBenchSite } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const PASSWORD = 'Bench@12345'

/** A form post or a JSON call as the browser sends it; resolves to its status and milliseconds. */
async function timed(siteUrl, path, { cookie, form, json, method = 'POST' }) {
  const headers = { Origin: siteUrl, ...(cookie ? { Cookie: cookie } : {}) }
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  if (json) headers['Content-Type'] = 'application/json'
  const started = performance.now()
  const res = await fetch(`${siteUrl}${path}`, {
    method,
    redirect: 'manual',
    headers,
    body: form ? new URLSearchParams(form) : JSON.stringify(json),
  })
  const text = await res.text()
  return { ms: performance.now() - started, status: res.status, res, text }
}

/** Single fetch answers an action's data as turbo-stream: `"ok",true` is the action's ok: true. */
const okInTurboStream = (text) => text.includes('"ok",true')

function report(rows) {
  console.log(`\n${'write'.padEnd(34)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}  answered as expected`)
  for (const { name, samples, ok } of rows) {
    const sorted = [...samples].sort((a, b) => a - b)
    console.log(
      `${name.padEnd(34)}${percentile(sorted, 50).toFixed(0).padStart(9)}${percentile(sorted, 95).toFixed(0).padStart(9)}  ${ok}/${samples.length}`,
    )
  }
}

async function main() {
  await withBenchSite(async ({ db, siteUrl, ready }) => {
    await seedListings(db, 0, 2_000)
    const seller = await insertAccount(db, { email: 'bench-seller@gruha.local', password: PASSWORD, role: 'seller', lastName: 'Seller' })
    const agent = await insertAccount(db, { email: 'bench-agent@gruha.local', password: PASSWORD, role: 'agent', lastName: 'Agent' })
    await insertAccount(db, { email: 'bench-admin@gruha.local', password: PASSWORD, role: 'admin', lastName: 'Admin' })
    await db.query('UPDATE users SET phone_number = $2, city = $3 WHERE id = $1', [agent, '9876500001', 'Hyderabad'])
    const buyers = []
    for (let i = 0; i < RUNS; i++) buyers.push({ email: `bench-buyer-${i}@gruha.local` })
    for (const b of buyers) await insertAccount(db, { ...b, password: PASSWORD, role: 'buyer', lastName: 'Buyer' })
    // The seller owns the first listings, so their enquiries reach a real owner.
    const { rows: listings } = await db.query(
      "UPDATE properties SET owner_id = $1, added_by_id = $1 WHERE id IN (SELECT id FROM properties WHERE status = 'active' AND listing_type = 'SALE' ORDER BY id LIMIT $2) RETURNING id, slug",
      [seller, RUNS],
    )
    await ready()
    const rows = []
    const run = async (name, each) => {
      const row = { name, samples: [], ok: 0 }
      rows.push(row)
      for (let i = 0; i < RUNS; i++) {
        const { ms, ok, text } = await each(i)
        row.samples.push(ms)
        if (ok) row.ok += 1
        else if (process.env.BENCH_DEBUG) console.log(name, text?.slice(0, 300))
      }
    }
    const signIn = async (email) => timed(siteUrl, '/login', { form: { intent: 'signin', email, password: PASSWORD } })
    // Warm-up: one of each page the writes go through.
    await signIn(buyers[0].email)

    await run('sign-in (form, password hash)', async (i) => {
      const r = await signIn(buyers[i].email)
      buyers[i].cookie = sessionCookieOf(r.res)
      return { ms: r.ms, ok: r.status === 302 && Boolean(buyers[i].cookie) }
    })
    const sellerCookie = sessionCookieOf((await signIn('bench-seller@gruha.local')).res)
    const agentCookie = sessionCookieOf((await signIn('bench-agent@gruha.local')).res)
    const admin = await timed(siteUrl, '/api/admin/session', { json: { email: 'bench-admin@gruha.local', password: PASSWORD } })
    const adminCookie = sessionCookieOf(admin.res)

    await run('enquiry (listing page)', async (i) => {
      const r = await timed(siteUrl, `/property/${listings[i].slug}.data`, {
        cookie: buyers[i].cookie,
        form: { intent: 'enquiry', name: 'Bench Buyer', email: buyers[i].email, phone: '', message: 'Is it still available?' },
      })
      return { ms: r.ms, ok: r.status === 200 && okInTurboStream(r.text), text: r.text }
    })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await run('tour booking (listing page)', async (i) => {
      const r = await timed(siteUrl, `/property/${listings[i].slug}.data`, {
        cookie: buyers[i].cookie,
        form: { intent: 'tour', booking_date: tomorrow, booking_time: '11:00', notes: '' },
      })
      return { ms: r.ms, ok: r.status === 200 && okInTurboStream(r.text), text: r.text }
    })
    const { rows: inquiries } = await db.query(
      'SELECT i.id, u.email FROM inquiries i JOIN users u ON u.id = i.user_id WHERE u.email LIKE $1 ORDER BY i.id',
      ['bench-buyer-%'],
    )
    const inquiryOf = Object.fromEntries(inquiries.map((r) => [r.email, r.id]))
    await run('follow-up (my enquiries)', async (i) => {
      const r = await timed(siteUrl, '/my-inquiries.data', {
        cookie: buyers[i].cookie,
        form: { intent: 'follow-up', id: String(inquiryOf[buyers[i].email]), message: 'Following up on my enquiry.' },
      })
      return { ms: r.ms, ok: r.status === 200 && okInTurboStream(r.text), text: r.text }
    })
    await run("owner's reply (enquiries received)", async (i) => {
      const r = await timed(siteUrl, '/property-inquiries.data', {
        cookie: sellerCookie,
        form: { intent: 'reply', id: String(inquiries[i].id), reply: 'Yes, it is. Come and see it.' },
      })
      return { ms: r.ms, ok: r.status === 200 && okInTurboStream(r.text), text: r.text }
    })
    await run('console: assign an agent', async (i) => {
      const r = await timed(siteUrl, `/api/admin/inquiries/${inquiries[i].id}/assign-agent`, {
        cookie: adminCookie,
        json: { agent: agent },
      })
      return { ms: r.ms, ok: r.status === 201, text: r.text }
    })
    const { rows: assignments } = await db.query('SELECT id FROM inquiry_assignments WHERE agent_id = $1 ORDER BY id', [agent])
    await run('agent: accept an assignment', async (i) => {
      const r = await timed(siteUrl, '/agent/assignments.data', {
        cookie: agentCookie,
        form: { id: String(assignments[i]?.id ?? 0), response: 'accept' },
      })
      return { ms: r.ms, ok: r.status === 200 && okInTurboStream(r.text), text: r.text }
    })
    const { rows: bookings } = await db.query("SELECT id FROM bookings WHERE status = 'pending' ORDER BY id LIMIT $1", [RUNS])
    await run('console: confirm a booking', async (i) => {
      const r = await timed(siteUrl, `/api/admin/bookings/${bookings[i]?.id ?? 0}`, {
        cookie: adminCookie,
        method: 'PUT',
        json: { status: 'confirmed' },
      })
      return { ms: r.ms, ok: r.status === 200 && r.text.includes(`"status":"confirmed"`), text: r.text }
    })
    const listingForm = (title) => ({
      property_type: 'villa',
      listing_type: 'SALE',
      title,
      description: 'Three bedrooms near the lake, a garden and a covered parking space.',
      area_sqft: '2400',
      price: '8500000',
      state: 'Telangana',
      district: 'Hyderabad',
      mandal: 'Gachibowli',
      city: 'Hyderabad',
      address: '12 Lake Road',
    })
    await run('edit a listing (owner)', async (i) => {
      const r = await timed(siteUrl, `/my-properties/${listings[i].id}/edit.data`, {
        cookie: sellerCookie,
        form: listingForm(`Lake villa renamed ${i}`),
      })
      return { ms: r.ms, ok: r.status === 200 || r.status === 202 || r.status === 204, text: `${r.status} ${r.text}` }
    })
    await run('add a listing (owner)', async (i) => {
      const r = await timed(siteUrl, '/add-property.data', { cookie: sellerCookie, form: listingForm(`Bench lake villa ${i}`) })
      return { ms: r.ms, ok: r.status === 200 || r.status === 202 || r.status === 204, text: `${r.status} ${r.text}` }
    })
    report(rows)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
