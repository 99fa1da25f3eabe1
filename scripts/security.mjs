// `npm run test:security`: the security checks (security/**/*.sec.ts) against the real built servers on a
// fresh database, exactly as the e2e stage starts them. One line per check and a closing count
// (security/support/reporter.ts). SECURITY_ONLY=security/05-open-redirect.sec.ts narrows the run.
import { fileURLToPath } from 'node:url'
import { runE2E } from './e2e.mjs'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runE2E({
    serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL,
    config: 'vitest.security.config.ts',
    only: process.env.SECURITY_ONLY,
  }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
