import { defineConfig } from 'vitest/config'
import e2e from './vitest.e2e.config.ts'

// `npm run test:security` (scripts/security.mjs): only the security checks, one line per check and a count.
export default defineConfig({
  test: {
    ...e2e.test,
    include: ['security/**/*.sec.ts'],
    reporters: ['./security/support/reporter.ts'],
  },
})
