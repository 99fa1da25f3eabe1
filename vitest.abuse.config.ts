import { defineConfig } from 'vitest/config'
import { globalSetup, shared } from './vitest.e2e.config.ts'

// `npm run test:abuse` (scripts/abuse.mjs): only the abuse cases, one line per case (each case logs its
// figure) and a closing count. `npm test` runs them too, inside the e2e stage.
export default defineConfig({
  test: {
    ...shared,
    globalSetup,
    // One file at a time, as these runs are short and some checks count what the app stored.
    fileParallelism: false,
    include: ['abuse/**/*.abuse.ts'],
    reporters: [['./e2e/support/line-reporter.ts', { label: 'abuse' }]],
  },
})
