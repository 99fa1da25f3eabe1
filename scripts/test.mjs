// `npm test`: every vitest suite on a throwaway database, then the Playwright end-to-end suite
// on another; prints one closing line with the totals and exits non-zero on any failure.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from './lib/processes.mjs'
import { runE2E } from './e2e.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-test-reports-'))
const unitReport = path.join(reports, 'unit.json')
const e2eReport = path.join(reports, 'e2e.json')
const serverUrl = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL

const counts = (file) => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, missing: true }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: r.numPassedTests, failed: r.numFailedTests }
}

let failed = false
const started = Date.now()
// Static checks first: lint, formatting and types for all four workspaces.
const staticChecks = [
  ['eslint', ['.', '--max-warnings=0']],
  ['prettier', ['--check', '.', '--log-level', 'warn']],
  ...['shared', 'cms', 'remix-app', 'admin'].map((workspace) => ['tsc', ['-p', workspace, '--noEmit']]),
]
let staticFailed = 0
for (const [bin, args] of staticChecks) {
  try {
    await runCommand(path.join(root, 'node_modules', '.bin', bin), args, { cwd: root })
    console.log(`static: ${bin} ${args.join(' ')} ok`)
  } catch (error) {
    staticFailed += 1
    failed = true
    console.error(`static: ${bin} ${args.join(' ')} failed: ${error.message}`)
  }
}
try {
  await runCommand(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    {
      cwd: root,
      env: { NODE_OPTIONS: '--conditions=production', ...(serverUrl ? { TEST_PG_SERVER_URL: serverUrl } : {}) },
    },
  )
} catch (error) {
  failed = true
  console.error(error.message)
}
try {
  await runE2E({ serverUrl, reportFile: e2eReport })
} catch (error) {
  failed = true
  console.error(error.message)
}

const unit = counts(unitReport)
const e2e = counts(e2eReport)
if (unit.missing || e2e.missing) failed = true
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed${unit.missing ? ' (no report)' : ''}`)
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed${e2e.missing ? ' (no report)' : ''}`)
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
// A run that failed outside any test (setup, build) still counts as one failure.
const failures = Math.max(unit.failed + e2e.failed + staticFailed, failed ? 1 : 0)
console.log(`static: ${staticChecks.length - staticFailed} passed, ${staticFailed} failed`)
console.log(`${unit.passed + e2e.passed + staticChecks.length - staticFailed} passed, ${failures} failed`)
process.exit(failed ? 1 : 0)
