// `npm run test:fuzz`: the full fuzz (security/fuzz/fuzz.sec.ts, 200 malformed inputs per route) against the
// real built servers on a fresh database, started exactly as the e2e stage starts them. `npm test` runs a
// seeded sample of 20 per route instead. FUZZ_RUNS and FUZZ_SEED override (the run prints its seed).
import { fileURLToPath } from 'node:url'
import { runE2E } from './e2e.mjs'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.FUZZ_RUNS ||= '200'
  runE2E({
    serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL,
    config: 'vitest.security.config.ts',
    only: 'security/fuzz/fuzz.sec.ts',
  }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
