// `npm test`: every vitest suite on a throwaway database, then the Playwright end-to-end suite
// on another; prints one closing line with the totals and exits non-zero on any failure.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCaptured, runCommand } from './lib/processes.mjs'
import { flakyTests, prepareStacks, runE2E, stackCount } from './e2e.mjs'
import { buildAll } from './build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-test-reports-'))
const unitReport = path.join(reports, 'unit.json')
const e2eReport = path.join(reports, 'e2e.json')
const flakyFile = path.join(reports, 'flaky.jsonl')
const serverUrl = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL

/** A vitest JSON report, or null when its stage wrote none. */
const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)

/** Each test file's wall time (ms) from a vitest JSON report. */
const fileTimes = (r) =>
  (r?.testResults ?? []).map((t) => ({ file: path.relative(root, t.name), ms: Math.max(0, t.endTime - t.startTime) }))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const stageTimes = []
const timed = async (stage, run) => {
  const at = Date.now()
  try {
    return await run()
  } finally {
    stageTimes.push(`${stage} ${seconds(Date.now() - at)}`)
  }
}

/** The tests that failed in a vitest JSON report, with the first line of their first error. */
const failedTests = (r) => {
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')[0]
      .slice(0, 300)
  return (r?.testResults ?? []).flatMap((t) => {
    const file = path.relative(root, t.name)
    const tests = (t.assertionResults ?? []).filter((a) => a.status === 'failed')
    // A file whose set-up failed has no failed test of its own, only its message.
    if (tests.length === 0) return t.status === 'failed' ? [{ file, name: '(the file)', error: firstLine(t.message) }] : []
    return tests.map((a) => ({ file, name: a.fullName ?? a.title, error: firstLine(a.failureMessages?.[0] ?? t.message) }))
  })
}

const counts = (r) => {
  if (!r) return { passed: 0, failed: 0, missing: true }
  return { passed: r.numPassedTests, failed: r.numFailedTests }
}

let failed = false
const started = Date.now()
// Static checks: lint, formatting, and types for the four workspaces and the test suites.
const staticChecks = [
  ['eslint', ['.', '--max-warnings=0']],
  ['prettier', ['--check', '.', '--log-level', 'warn']],
  ...['shared', 'cms', 'remix-app', 'admin'].map((workspace) => ['tsc', ['-p', workspace, '--noEmit']]),
  // The browser, security and abuse suites (the root tsconfig.json).
  ['tsc', ['-p', 'tsconfig.json']],
]
let staticFailed = 0
/**
 * The static checks, one after another, their output held back and printed as one block at the end.
 * The unit stage keeps one core busy (one vitest worker: its files share a database), so the build
 * and then these checks run beside it on the other core, instead of before and after it.
 */
async function runStaticChecks() {
  const report = []
  for (const [bin, args] of staticChecks) {
    const { code, output } = await runCaptured(path.join(root, 'node_modules', '.bin', bin), args, { cwd: root })
    if (code === 0) report.push(`static: ${bin} ${args.join(' ')} ok`)
    else {
      staticFailed += 1
      failed = true
      report.push(`static: ${bin} ${args.join(' ')} failed (exit ${code}):\n${output}`)
    }
  }
  return report
}
/** The build for the browser stage (types are checked by the static checks, so Next skips its own check). */
async function runBuild() {
  try {
    const seconds = await buildAll({ oneShot: true, captured: true })
    return { built: true, report: [`build: finished in ${seconds} s`] }
  } catch (error) {
    failed = true
    return { built: false, report: [`build failed: ${error.message}`] }
  }
}
// The browser stage's databases (one per stack), migrated and seeded once the build is done, while the
// static checks run.
let prepared
const [{ built, report: besideUnitReport }] = await Promise.all([
  timed('build, e2e databases and static (beside unit)', async () => {
    const build = await timed('build', runBuild)
    if (build.built) {
      prepared = timed('e2e databases', () => prepareStacks({ serverUrl, count: stackCount(), quiet: true }))
      // Awaited by the e2e stage; a failure is reported there.
      prepared.catch(() => {})
    }
    const checks = await timed('static', runStaticChecks)
    return { built: build.built, report: [...build.report, ...checks] }
  }),
  timed('unit', () =>
    runCommand(
      path.join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
      {
        cwd: root,
        env: { NODE_OPTIONS: '--conditions=production', ...(serverUrl ? { TEST_PG_SERVER_URL: serverUrl } : {}) },
      },
    ),
  ).catch((error) => {
    failed = true
    console.error(error.message)
  }),
])
console.log(besideUnitReport.join('\n'))
if (built) {
  try {
    await timed('e2e (servers and tests)', () => runE2E({ serverUrl, reportFile: e2eReport, flakyFile, build: false, prepared }))
  } catch (error) {
    failed = true
    console.error(error.message)
  }
} else console.log('e2e: not run, the build failed')

const [unitResults, e2eResults] = [readReport(unitReport), readReport(e2eReport)]
const unit = counts(unitResults)
const e2e = counts(e2eResults)
// A failed test fails the run even when its runner's exit code said otherwise.
if (unit.missing || e2e.missing || unit.failed > 0 || e2e.failed > 0) failed = true
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed${unit.missing ? ' (no report)' : ''}`)
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed${e2e.missing ? ' (no report)' : ''}`)
const flaky = flakyTests(flakyFile)
console.log(`flaky (failed once, passed on the retry): ${flaky.length}`)
for (const t of flaky) console.log(`  ${t.file} > ${t.name}: ${t.error}`)
// Speed as a figure: where the time went, and the ten slowest test files of both vitest stages.
const slowest = [...fileTimes(unitResults), ...fileTimes(e2eResults)].sort((a, b) => b.ms - a.ms).slice(0, 10)
console.log('\nten slowest test files:')
for (const { file, ms } of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${file}`)
console.log(`stages: ${stageTimes.join(', ')}`)
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s (${((Date.now() - started) / 60_000).toFixed(1)} min)`)
// A run that failed outside any test (setup, build) still counts as one failure.
const failures = Math.max(unit.failed + e2e.failed + staticFailed, failed ? 1 : 0)
// Last, so that a log cut to its tail still names what failed.
const failing = [...failedTests(unitResults), ...failedTests(e2eResults)]
if (failing.length) console.log(`\nfailed tests:\n${failing.map((t) => `  ${t.file} > ${t.name}\n      ${t.error}`).join('\n')}`)
console.log(`static: ${staticChecks.length - staticFailed} passed, ${staticFailed} failed`)
console.log(`${unit.passed + e2e.passed + staticChecks.length - staticFailed} passed, ${failures} failed`)
process.exit(failed ? 1 : 0)
