import fs from 'node:fs'
import type { Reporter, TestCase } from 'vitest/node'

/**
 * Browser tests get one retry (vitest.e2e.config.ts): a shared 2-core CI box can starve a page for
 * longer than a wait allows. A test that failed and then passed is not hidden: this reporter
 * writes each one (name and first error) to E2E_FLAKY_FILE, and `npm test` prints them, so the
 * next person can find its cause. A test that fails on the retry too fails the run.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    const file = process.env.E2E_FLAKY_FILE
    const diagnostic = test.diagnostic()
    if (!file || !diagnostic?.flaky) return
    // The first attempt's error: vitest keeps every attempt's errors on its internal task, not on result().
    const task: { result?: { errors?: { message?: string }[] } } | undefined = Reflect.get(test, 'task')
    const error = task?.result?.errors?.[0]?.message?.split('\n')[0] ?? ''
    fs.appendFileSync(
      file,
      `${JSON.stringify({ file: test.module.relativeModuleId, name: test.fullName, retries: diagnostic.retryCount, error })}\n`,
    )
  }
}
