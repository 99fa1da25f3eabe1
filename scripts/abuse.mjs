// `npm run test:abuse`: the scripted abuse suite (abuse/**/*.abuse.ts) against the real built servers on a
// fresh database, started exactly as the e2e stage starts them. One line per case with its figure, and a
// closing count. ABUSE_ONLY=abuse/slugs.abuse.ts narrows the run.
import { fileURLToPath } from 'node:url'
import { runE2E } from './e2e.mjs'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runE2E({
    serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL,
    config: 'vitest.abuse.config.ts',
    only: process.env.ABUSE_ONLY,
  }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
