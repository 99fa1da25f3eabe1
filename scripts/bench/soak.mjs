// The soak of `npm run bench:load -- --soak` (issue 20, item 3): SOAK_MINUTES (10) at
// SOAK_CONNECTIONS (200) on loopback, a mix of about 90 % anonymous pages and 10 % signed-in pages and
// actions. Prints errors, p50, p99 and throughput for each minute, so a slide shows, then the whole
// run. SOAK_RATE caps the requests a second (an expected day's traffic); unset, the connections run flat
// out, so the figures are the most the stack serves and the waiting that follows. Goal: 0 errors and p99 <= 300 ms. A benchmark: it prints figures and never fails on time.
import autocannon from 'autocannon'
import { percentile } from './lib.mjs'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200)
/** Requests a second across all connections; unset, every connection sends its next request at once (closed loop). */
const RATE = Number(process.env.SOAK_RATE ?? 0)

/**
 * One cycle of 20 requests that every connection repeats: 18 anonymous (home, search with filters,
 * listing pages, agents, content, robots), one signed-in page and one signed-in action, each member's
 * requests under their own cookie. Connections start at different points of the cycle.
 */
function cycle({ siteUrl, slugs, members, listingIds }) {
  const anonymous = [
    '/',
    '/buy',
    '/rent',
    '/buy?city=Hyderabad',
    '/buy?city=Hyderabad&propertyType=villa&bedrooms=3',
    '/buy?minPrice=5000000&maxPrice=10000000',
    '/rent?city=Vijayawada',
    '/buy?page=5',
    '/agents',
    '/robots.txt',
    ...slugs.slice(0, 8).map((slug) => `/property/${slug}`),
  ]
  return members.map((member, i) => [
    ...anonymous.map((path) => ({ method: 'GET', path })),
    { method: 'GET', path: i % 2 ? '/saved-properties' : '/my-inquiries', headers: { Cookie: member.cookie } },
    {
      method: 'POST',
      path: '/resources/saved-properties',
      headers: { Cookie: member.cookie, Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        propertyId: String(listingIds[i % listingIds.length]),
        intent: i % 3 ? 'save' : 'unsave',
        _fetch: '1',
      }).toString(),
    },
  ])
}

export async function soak({ siteUrl, targetUrl = siteUrl, slugs, members, listingIds }) {
  const cycles = cycle({ siteUrl, slugs, members, listingIds })
  const minutes = []
  const bucket = () => {
    // Answers that arrive after the last full minute count towards it.
    const index = Math.min(MINUTES - 1, Math.floor((Date.now() - started) / 60_000))
    return (minutes[index] ??= { latencies: [], errors: 0, statuses: {} })
  }
  console.log(
    `soak: ${CONNECTIONS} connections for ${MINUTES} min, ${RATE > 0 ? `${RATE} requests a second` : 'each sending its next request at once'}, ${cycles[0].length} requests a cycle (90 % anonymous)`,
  )
  const started = Date.now()
  let connection = 0
  console.log(`soak target: ${targetUrl === siteUrl ? 'the site' : 'the edge cache in front of the site'}`)
  const instance = autocannon({
    url: targetUrl,
    connections: CONNECTIONS,
    duration: MINUTES * 60,
    timeout: 10,
    ...(RATE > 0 ? { overallRate: RATE } : {}),
    // Each connection runs one member's cycle, from its own starting point.
    setupClient: (client) => {
      const n = connection++
      const requests = cycles[n % cycles.length]
      const offset = n % requests.length
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)])
    },
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    const b = bucket()
    b.latencies.push(responseTime)
    b.statuses[statusCode] = (b.statuses[statusCode] ?? 0) + 1
    if (statusCode >= 400) b.errors += 1
  })
  instance.on('reqError', () => {
    bucket().errors += 1
  })
  const result = await instance
  console.log(
    `\n${'minute'.padEnd(8)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(9)}  statuses`,
  )
  const all = []
  let errors = 0
  for (const [i, m] of minutes.entries()) {
    if (!m) continue
    const sorted = m.latencies.sort((a, b) => a - b)
    all.push(...sorted)
    errors += m.errors
    console.log(
      `${String(i + 1).padEnd(8)}${(sorted.length / 60).toFixed(0).padStart(9)}${percentile(sorted, 50).toFixed(0).padStart(9)}${percentile(sorted, 99).toFixed(0).padStart(9)}${String(m.errors).padStart(9)}  ${JSON.stringify(m.statuses)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(
    `\nwhole run: ${all.length.toLocaleString('en-IN')} answers, ${(all.length / (MINUTES * 60)).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, ` +
      `errors ${errors} (of which connection errors and timeouts ${result.errors}), goal: 0 errors and p99 <= 300 ms`,
  )
}
