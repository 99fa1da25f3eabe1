// `npm run test:abuse`: the scripted abuse suite (abuse/**/*.abuse.ts) against the real built servers on a
// fresh database, started exactly as the e2e stage starts them. One line per case with its figure, and a
// closing count. ABUSE_ONLY=abuse/slugs.abuse.ts narrows the run.
import { fileURLToPath } from 'node:url'
import { runSuite } from './e2e.mjs'

if (process.argv[1] === fileURLToPath(import.meta.url)) runSuite('vitest.abuse.config.ts', 'ABUSE_ONLY')
