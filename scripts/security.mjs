// `npm run test:security`: the security checks (security/**/*.sec.ts) against the real built servers on a
// fresh database, exactly as the e2e stage starts them. One line per check and a closing count
// (e2e/support/line-reporter.ts). SECURITY_ONLY=security/05-open-redirect.sec.ts narrows the run.
import { fileURLToPath } from 'node:url'
import { runSuite } from './e2e.mjs'

if (process.argv[1] === fileURLToPath(import.meta.url)) runSuite('vitest.security.config.ts', 'SECURITY_ONLY')
