import { defineConfig } from 'vitest/config'
import { globalSetup, shared } from './vitest.e2e.config.ts'

// `npm run test:security` (scripts/security.mjs): only the security checks, one line per check and a count.
export default defineConfig({
  test: {
    ...shared,
    globalSetup,
    // One file at a time, as these runs are short and some checks count what the app stored.
    fileParallelism: false,
    include: ['security/**/*.sec.ts'],
    reporters: ['./e2e/support/line-reporter.ts'],
  },
})
