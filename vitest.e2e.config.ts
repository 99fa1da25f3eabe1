import { defineConfig } from 'vitest/config'

// Browser tests against the running built apps (scripts/e2e.mjs starts them).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts', 'security/**/*.sec.ts', 'abuse/**/*.abuse.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
})
