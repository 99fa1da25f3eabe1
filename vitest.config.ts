import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
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
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
