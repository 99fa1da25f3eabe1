import { defineConfig } from 'vitest/config'
import e2e from './vitest.e2e.config.ts'

// `npm run test:abuse` (scripts/abuse.mjs): only the abuse cases, one line per case (each case logs its
// figure) and a closing count. `npm test` runs them too, inside the e2e stage.
export default defineConfig({
  test: {
    ...e2e.test,
    include: ['abuse/**/*.abuse.ts'],
    reporters: [['./security/support/reporter.ts', { label: 'abuse' }]],
  },
})
