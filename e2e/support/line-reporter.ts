import type { UserConsoleLog } from 'vitest'
import type { Reporter, TestCase, TestModule } from 'vitest/node'

/**
 * `npm run test:security`: one line per check (its finding and name, pass or fail) and a closing
 * count. A failed check also prints its first error.
 */
export default class SecurityReporter implements Reporter {
  /** The word of the closing line (`security`, or `abuse` for `npm run test:abuse`). */
  private readonly label: string
  private passed = 0
  private failed = 0
  private skipped = 0

  constructor(options: { label?: string } = {}) {
    this.label = options.label ?? 'security'
  }

  onUserConsoleLog(log: UserConsoleLog) {
    process.stdout.write(log.content)
  }

  onTestCaseResult(test: TestCase) {
    const state = test.result().state
    const name = test.fullName
    if (state === 'passed') {
      this.passed += 1
      process.stdout.write(`pass  ${name}\n`)
    } else if (state === 'failed') {
      this.failed += 1
      const error = test.result().errors?.[0]
      process.stdout.write(`FAIL  ${name}\n`)
      if (error) process.stdout.write(`      ${(error.message ?? String(error)).split('\n').slice(0, 6).join('\n      ')}\n`)
    } else {
      this.skipped += 1
      process.stdout.write(`skip  ${name}\n`)
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string }>) {
    for (const module of modules) {
      for (const error of module.errors()) process.stdout.write(`FAIL  ${module.moduleId}: ${error.message}\n`)
    }
    for (const error of unhandledErrors) process.stdout.write(`FAIL  unhandled: ${error.message}\n`)
    const total = this.passed + this.failed + this.skipped
    process.stdout.write(
      `\n${this.label}: ${total} checks, ${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}\n`,
    )
  }
}
