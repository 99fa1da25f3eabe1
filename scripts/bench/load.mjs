// npm run bench:load [-- 10000]
// Throughput under load (issue 19, item 5). The BUILT site runs on a throwaway database with N generated
// listings (10,000 by default). autocannon then sends 20 connections for BENCH_SECONDS (10 by default) to
// each target in turn: /robots.txt, a bare Remix route, /, /buy, /rent, a property page, /agents, a
// signed-in page and a signed-in action. For each it prints req/s, p50 and p99, the ratio of its req/s
// to the bare route's, and the site's CPU time per answer. It prints figures only; it never fails on time.
// BENCH_ONLY=/robots.txt,/buy runs only those targets (by path, or by the start of their name).
// BENCH_SITE_NODE_ARGS adds node flags to the site, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof.
// BENCH_SITE_INSTANCES=2 runs two sites behind the edge (nginx), as docker-compose does: the machine's
// throughput rather than one process's (with PAGE_CACHE_SECONDS=0 the edge keeps nothing).
// `npm run bench:load -- --soak` runs the soak instead (scripts/bench/soak.mjs): 10 minutes at 200 connections;
// `-- --soak --edge` sends it through the production edge cache (nginx), as docker-compose serves it.
import autocannon from 'autocannon'
import { insertAccount, seedListings, signInSite, withBenchSite } from './lib.mjs'
import { soak } from './soak.mjs'
import { startEdgeCache } from '../lib/edge-nginx.mjs'

const SOAK = process.argv.includes('--soak')
const EDGE = process.argv.includes('--edge')
const LISTINGS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const MEMBER = { email: 'bench-buyer@gruha.local', password: 'Bench@12345' }

/**
 * One autocannon run: req/s, p50 and p99 (ms), how many answers were not 2xx or 3xx, and the site's CPU
 * time per answer (ms; steadier than req/s when other work shares the machine).
 */
async function load(url, options = {}, siteCpuMs = () => NaN) {
  const cpuBefore = siteCpuMs()
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options })
  const cpu = (siteCpuMs() - cpuBefore) / result.requests.total
  const bad = result.non2xx - (result['3xx'] ?? 0) + result.errors + result.timeouts
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu, bad }
}

async function main() {
  await withBenchSite(
    async ({ db, siteUrl, ready, siteCpuMs }) => {
      const t0 = Date.now()
      await seedListings(db, 0, LISTINGS)
      await insertAccount(db, { ...MEMBER, role: 'buyer', lastName: 'Buyer' })
      console.log(`seeded ${LISTINGS.toLocaleString('en-IN')} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      await ready()
      const {
        rows: [listing],
      } = await db.query("SELECT id, slug FROM properties WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 500")
      if (SOAK) {
        // Ten members, so the signed-in tenth of the mix is not one account's session.
        const members = []
        for (let i = 0; i < 10; i++) {
          const account = { email: `soak-${i}@gruha.local`, password: MEMBER.password }
          await insertAccount(db, { ...account, role: 'buyer', lastName: 'Soak' })
          members.push({ cookie: await signInSite(siteUrl, account) })
        }
        const { rows } = await db.query("SELECT id, slug FROM properties WHERE status = 'active' ORDER BY id LIMIT 20 OFFSET 100")
        // --edge: through the production edge cache (nginx, deploy/nginx), as docker-compose serves it.
        const edge = EDGE ? await startEdgeCache({ upstreams: [new URL(siteUrl).host] }) : null
        try {
          return await soak({
            siteUrl,
            targetUrl: edge?.url ?? siteUrl,
            slugs: rows.map((r) => r.slug),
            listingIds: rows.map((r) => r.id),
            members,
          })
        } finally {
          await edge?.stop()
        }
      }
      const cookie = await signInSite(siteUrl, MEMBER)
      const member = { headers: { Cookie: cookie } }
      const targets = [
        ['/robots.txt', '/robots.txt'],
        ['bare Remix route (/login)', '/login'],
        ['/', '/'],
        ['/buy', '/buy'],
        ['/rent', '/rent'],
        ['property page', `/property/${listing.slug}`],
        ['/agents', '/agents'],
        ['signed-in page (/saved-properties)', '/saved-properties', member],
        [
          'signed-in action (save a listing)',
          '/resources/saved-properties',
          {
            method: 'POST',
            headers: { Cookie: cookie, Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
            body: new URLSearchParams({ propertyId: String(listing.id), intent: 'save', _fetch: '1' }).toString(),
          },
        ],
      ]
      const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
      if (only.length)
        targets.splice(0, targets.length, ...targets.filter(([name, path]) => only.some((o) => path === o || name.startsWith(o))))
      // Warm-up: every target once, so the first run does not pay for cold caches and JIT.
      for (const [, path, options] of targets) await load(`${siteUrl}${path}`, { ...options, duration: 2 })
      const rows = []
      for (const [name, path, options] of targets) rows.push({ name, ...(await load(`${siteUrl}${path}`, options, siteCpuMs)) })
      const bare = rows.find((r) => r.name.startsWith('bare')) ?? rows[0]
      console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${LISTINGS.toLocaleString('en-IN')} listings\n`)
      console.log(
        `${'target'.padEnd(38)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× bare'.padStart(9)}${'CPU ms'.padStart(9)}  not ok`,
      )
      for (const r of rows)
        console.log(
          `${r.name.padEnd(38)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${(r.rps / bare.rps).toFixed(2).padStart(9)}${r.cpu.toFixed(1).padStart(9)}  ${r.bad}`,
        )
    },
    { siteEnv: { PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '60', ...(EDGE ? { EDGE_CACHE_SECONDS: '10' } : {}) } },
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
