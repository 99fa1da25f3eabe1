// npm run bench:lighthouse [-- /,/buy,property]
// Lighthouse's mobile scores (its default: a mid-range phone on slow 4G, simulated) for pages of a
// site that is already running with demo data (`npm start`), BENCH_SITE_URL or http://localhost:3000.
// "property" stands for the first listing linked from /buy. BENCH_RUNS=n runs each page n times
// (default 3) and prints the median run by performance score. Lighthouse is fetched by npx on first
// use, so it is not a dependency of the project; Chromium is /usr/bin/chromium or CHROME_PATH.
// Run it on a quiet machine: with other jobs on the cores the figures mean nothing. Lighthouse scales
// its CPU model by a fixed 4x, so a faster machine scores higher: each line prints Lighthouse's
// benchmark index of the machine (a laptop of 2024 is about 2000) to read the figures against.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const site = (process.env.BENCH_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const runs = Number(process.env.BENCH_RUNS ?? 3)
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const pages = (process.argv[2] ?? '/,/buy,property').split(',')

async function firstListing() {
  const html = await (await fetch(`${site}/buy`)).text()
  const slug = /href="(\/property\/[^"?#]+)"/.exec(html)?.[1]
  if (!slug) throw new Error(`no listing linked from ${site}/buy: is the site running with demo data?`)
  return slug
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function lighthouse(url, attempts = 3) {
  try {
    return await lighthouseOnce(url)
  } catch (error) {
    if (attempts <= 1 || !/Runtime error encountered/.test(String(error?.stderr ?? error))) throw error
    console.log(
      `  (a run failed, repeated: ${
        String(error.stderr ?? error)
          .trim()
          .split('\n')[0]
      })`,
    )
    return lighthouse(url, attempts - 1)
  }
}

async function lighthouseOnce(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-lh-')), 'report.json')
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  const audit = (id) => report.audits[id]
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    ttfb: audit('server-response-time')?.numericValue,
    benchmarkIndex: report.environment?.benchmarkIndex,
    lcpElement,
    failedA11y: Object.values(report.audits)
      .filter((a) => a.score === 0 && report.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
console.log(`Lighthouse ${runs}x per page on ${site}, mobile (simulated slow 4G, 4x CPU slowdown); the median run by performance:`)
console.log(
  `load average now: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
)
for (const page of pages) {
  const pathname = page === 'property' ? await firstListing() : page
  const results = []
  for (let i = 0; i < runs; i++) results.push(await lighthouse(site + pathname))
  results.sort((a, b) => a.performance - b.performance)
  const m = results[Math.floor(results.length / 2)]
  console.log(
    `${pathname}: performance ${m.performance} (runs: ${results.map((r) => r.performance).join(', ')}), accessibility ${m.accessibility}, ` +
      `FCP ${seconds(m.fcp)}, LCP ${seconds(m.lcp)}, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, speed index ${seconds(m.si)}, ` +
      `server response ${Math.round(m.ttfb ?? 0)} ms, benchmark index ${results.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(' / ')}`,
  )
  // LCP moves from run to run more than the score shows: every run's, lowest first.
  console.log(
    `  LCP of each run: ${results
      .map((r) => r.lcp)
      .sort((a, b) => a - b)
      .map(seconds)
      .join(', ')}`,
  )
  console.log(`  LCP element: ${m.lcpElement ?? 'unknown'}`)
  if (m.failedA11y.length) console.log(`  failed accessibility audits: ${m.failedA11y.join(', ')}`)
}
