import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { jsonFrame } from './remix-app/json-frame.ts'
import { messagesByEnglish } from './remix-app/messages-by-english.ts'

export default defineConfig({
  // The English catalogues' `?frame` and `?rest` parts (issue 19), for tests that import the browser's i18n,
  // and Telugu's and Hindi's `messages` keyed by English (ADR 28).
  plugins: [jsonFrame(), messagesByEnglish()],
  resolve: {
    alias: [{ find: /^~\//, replacement: `${path.resolve(import.meta.dirname, 'remix-app/app')}/` }],
  },
  test: {
    include: [
      'shared/src/**/*.test.ts',
      'cms/src/**/*.test.ts',
      'cms/test/**/*.test.ts',
      'remix-app/app/**/*.test.{ts,tsx}',
      'remix-app/*.test.mjs',
      'admin/src/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['./scripts/vitest/global-setup.ts'],
    pool: 'forks',
    // A worker keeps its modules from one file to the next, so Payload (its config, and its init on the
    // test database) loads once per worker instead of once per file: half the stage's time (ADR 15).
    // Files that stub modules or env reset what they stubbed (cms/src/env.test.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
