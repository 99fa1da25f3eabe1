// npm run bench:search [-- 10000,100000]
// BENCH_RUNS=n sets the samples per scenario; BENCH_SITE_NODE_ARGS adds node flags to the site (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
// Seeds N listings with bulk SQL into a throwaway database (after the real migrations), starts the
// BUILT site against it (run `npm run build` first), and prints p50/p95 response times of /buy with
// 0, 1 and 3 filters, page 50, a property page and a bare Remix route, EXPLAIN (ANALYZE) of the
// main query, and the gzip size of /buy's initial JavaScript. With more than one size it then starts a
// second site on the smallest size and alternates requests between the two, for each scenario: the
// largest ÷ smallest ratio without the drift of measuring one size after the other.
import { INITIAL_JS_BUDGET, initialJsGzip } from './initial-js.mjs'
import { explain, measure, measureAlternating, seedListings, withBenchSite } from './lib.mjs'

const sizes = (process.argv[2] ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)

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

/** The scenarios, each [name, path], on the database `db` serves (its property page is its 501st active listing). */
async function scenariosOf(db) {
  const {
    rows: [one],
  } = await db.query("SELECT slug FROM properties WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 500")
  return [
    ['/buy (0 filters)', '/buy'],
    ['/buy (1 filter: city)', '/buy?city=Hyderabad'],
    ['/buy (3 filters)', '/buy?city=Hyderabad&propertyType=villa&bedrooms=3'],
    ['/buy page 50', '/buy?page=50'],
    ['/buy (price range)', '/buy?minPrice=5000000&maxPrice=10000000'],
    ['map markers (Hyderabad viewport)', '/api/property-markers?listingType=SALE&bbox=17.3,78.35,17.5,78.6'],
    ['/property/{slug}', `/property/${one.slug}`],
    ['bare Remix route (/login)', '/login'],
  ]
}

/** Each scenario on a second site with `small` listings and on `large` (the running site), requests alternated. */
async function compareAlternating(large, small) {
  const largeScenarios = await scenariosOf(large.db)
  await withBenchSite(
    async ({ db, siteUrl, ready }) => {
      await seedListings(db, 0, small.size)
      await ready()
      const smallScenarios = await scenariosOf(db)
      // The new site has served nothing yet: every page once around a few times, so its first scenario does not pay for the warm-up.
      for (let round = 0; round < 20; round++)
        for (const [, path_] of smallScenarios) await (await fetch(`${siteUrl}${path_}`)).arrayBuffer()
      const rows = []
      for (const [index, [name, path_]] of largeScenarios.entries()) {
        const [s, l] = await measureAlternating([`${siteUrl}${smallScenarios[index][1]}`, `${large.siteUrl}${path_}`])
        rows.push({
          scenario: name,
          [`${small.size} p50/p95`]: `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)}`,
          [`${large.size} p50/p95`]: `${l.p50.toFixed(1)} / ${l.p95.toFixed(1)}`,
          'ratio p50': (l.p50 / s.p50).toFixed(2),
          'ratio p95': (l.p95 / s.p95).toFixed(2),
        })
      }
      console.log(
        `\n${large.size.toLocaleString('en-IN')} ÷ ${small.size.toLocaleString('en-IN')} listings, two sites, requests alternated (ms):`,
      )
      console.table(rows)
    },
    { siteEnv: { PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '0' } },
  )
}

async function main() {
  await withBenchSite(
    async ({ db, siteUrl, ready }) => {
      let seeded = 0
      const rows = []
      for (const n of sizes) {
        const t0 = Date.now()
        await seedListings(db, seeded, n - seeded)
        seeded = n
        console.log(`seeded ${n.toLocaleString('en-IN')} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
        await ready()
        const scenarios = await scenariosOf(db)
        for (const [name, path_] of scenarios) {
          const r = await measure(`${siteUrl}${path_}`)
          rows.push({ listings: n, scenario: name, p50_ms: r.p50.toFixed(1), p95_ms: r.p95.toFixed(1) })
          console.log(`  ${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms`)
        }
        console.log(`\nEXPLAIN (ANALYZE) at ${n.toLocaleString('en-IN')} listings:`)
        await explain(db, MAIN_QUERIES)
      }
      console.table(rows)
      if (sizes.length > 1) await compareAlternating({ db, siteUrl, size: seeded }, { size: sizes[0] })
      const js = await initialJsGzip(siteUrl)
      const over = js.total > INITIAL_JS_BUDGET ? ' OVER BUDGET' : ''
      console.log(
        `/buy initial JavaScript: ${(js.total / 1024).toFixed(1)} kB gzip in ${js.chunks.length} files (budget ${INITIAL_JS_BUDGET / 1024} kB; the map is a separate lazy chunk)${over}`,
      )
      // Each sample renders: a page kept for visitors (ADR 18) would skip the queries this measures.
    },
    { siteEnv: { PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '0' } },
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
