// npm run test:edge
// The HTTP cache in front of the site (deploy/nginx/gruha-edge.conf; issue 19, item 3) against the
// built site on a throwaway database: a visitor's repeat view comes from nginx with a CSP nonce of its
// own in the policy and the body; a signed-in member is never served the cached copy; each language
// has its own copy; an edit shows within EDGE_CACHE_SECONDS; and the cache's throughput, beside the
// site's. Prints one line per check and exits 1 if any fails. Needs nginx (Debian: nginx-light).
import autocannon from 'autocannon'
import { checkList } from './lib/checks.mjs'
import { hasNginx, startEdgeCache } from './lib/edge-nginx.mjs'
import { insertAccount, seedListings, signInSite, withBenchSite } from './bench/lib.mjs'

const EDGE_SECONDS = 5
const MEMBER = { email: 'edge-buyer@gruha.local', password: 'Edge@12345' }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const { check, finish } = checkList()

/** A page as a browser gets it: status, which cache answered, the policy's nonce and the body's. */
async function view(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' })
  const html = await res.text()
  return {
    status: res.status,
    edge: res.headers.get('x-edge-cache'),
    cspNonce: /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? null,
    bodyNonces: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
    lang: /<html[^>]*\blang="([\w-]+)"/.exec(html)?.[1] ?? null,
    leaked: ['x-csp-nonce', 'x-accel-expires'].filter((h) => res.headers.has(h)),
    html,
  }
}
const ownNonce = (v) => v.cspNonce !== null && v.bodyNonces.length === 1 && v.bodyNonces[0] === v.cspNonce

async function throughput(url, headers = {}) {
  const r = await autocannon({ url, connections: 20, duration: 5, headers })
  return `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, not 2xx ${r.non2xx + r.errors}`
}

async function main() {
  if (!hasNginx()) throw new Error('nginx is not installed (Debian: apt-get install -y nginx-light)')
  await withBenchSite(
    async ({ db, siteUrl, ready }) => {
      await seedListings(db, 0, 500)
      await insertAccount(db, { ...MEMBER, role: 'buyer', firstName: 'Edgebuyer', lastName: 'Buyer' })
      await ready()
      const edge = await startEdgeCache({ upstreams: [new URL(siteUrl).host] })
      try {
        const {
          rows: [listing],
        } = await db.query("SELECT id, slug, title FROM properties WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 10")

        const first = await view(`${edge.url}/`)
        const second = await view(`${edge.url}/`)
        check(
          "a visitor's repeat view comes from the cache, with a nonce of its own",
          first.status === 200 &&
            second.edge === 'HIT' &&
            ownNonce(first) &&
            ownNonce(second) &&
            first.cspNonce !== second.cspNonce &&
            !second.html.includes(first.cspNonce) &&
            second.leaked.length === 0,
          `first ${first.edge}, second ${second.edge}; policy and body share one nonce: ${ownNonce(first)}, ${ownNonce(second)}; the two nonces differ: ${first.cspNonce !== second.cspNonce}; internal headers passed on: ${second.leaked.join(', ') || 'none'}`,
        )

        const session = await signInSite(siteUrl, MEMBER)
        const member = await view(`${edge.url}/`, { Cookie: session ?? 'none' })
        check(
          'a signed-in member is never served the cached copy',
          Boolean(session) &&
            member.edge === 'BYPASS' &&
            member.html.includes('Edgebuyer') &&
            !first.html.includes('Edgebuyer') &&
            ownNonce(member),
          `member's view: ${member.edge}, shows their name: ${member.html.includes('Edgebuyer')}, own nonce: ${ownNonce(member)}`,
        )

        const languages = [
          ['cookie te', await view(`${edge.url}/`, { Cookie: 'gruha_lang=te' }), 'te'],
          ['cookie te again', await view(`${edge.url}/`, { Cookie: 'gruha_lang=te' }), 'te'],
          ['Accept-Language hi', await view(`${edge.url}/`, { 'Accept-Language': 'hi-IN,hi;q=0.9' }), 'hi'],
          ['?lng=te', await view(`${edge.url}/?lng=te`), 'te'],
          ['English again', await view(`${edge.url}/`), 'en'],
        ]
        check(
          "a language is never served another language's cached page",
          languages.every(([, v, lang]) => v.lang === lang),
          languages.map(([name, v]) => `${name}: ${v.lang} (${v.edge})`).join('; '),
        )

        const pageUrl = `${edge.url}/property/${listing.slug}`
        await view(pageUrl)
        const kept = await view(pageUrl)
        const title = `Edge renamed ${Date.now()}`
        await db.query('UPDATE properties SET title = $1 WHERE id = $2', [title, listing.id])
        await db.query("SELECT pg_notify('gruha_changes', 'listings')")
        const changed = Date.now()
        let after = await view(pageUrl)
        while (!after.html.includes(title) && Date.now() - changed < 3 * EDGE_SECONDS * 1000) {
          await sleep(250)
          after = await view(pageUrl)
        }
        const seconds = (Date.now() - changed) / 1000
        check(
          `an edited listing shows within EDGE_CACHE_SECONDS (${EDGE_SECONDS} s)`,
          kept.edge === 'HIT' && after.html.includes(title) && seconds <= EDGE_SECONDS + 1.5,
          `before the edit: ${kept.edge}; the new title showed after ${seconds.toFixed(1)} s`,
        )

        const errors = edge
          .errors()
          .split('\n')
          .filter((line) => /\[(crit|error|alert|emerg)\]/.test(line))
        check(
          'nginx logged no errors',
          errors.length === 0,
          errors.slice(0, 3).join(' | ') || 'error.log has no crit, error, alert or emerg line',
        )

        console.log('\nthroughput, 20 connections, 5 s each (figures only):')
        console.log(`  /, from the edge cache:            ${await throughput(`${edge.url}/`)}`)
        console.log(`  property page, from the edge:      ${await throughput(pageUrl)}`)
        console.log(`  /, the site's own page cache:      ${await throughput(`${siteUrl}/`)}`)
        console.log(`  /, signed in (through the edge):   ${await throughput(`${edge.url}/`, { Cookie: session ?? '' })}`)
      } finally {
        await edge.stop()
      }
    },
    { siteEnv: { PAGE_CACHE_SECONDS: '60', EDGE_CACHE_SECONDS: String(EDGE_SECONDS) } },
  )
  finish('test:edge')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
