// End-to-end run: the real built apps on a fresh throwaway database, driven by Playwright in Chromium.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startPostgres, freePort } from './lib/postgres.mjs'
import { throwawaySecret } from './lib/secrets.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { migrate, seed } from './lib/migrate.mjs'
import { startServers } from './lib/servers.mjs'
import { runCommand, stopAll } from './lib/processes.mjs'
import { buildAll } from './build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The browser stage's database and mail catcher: a fresh throwaway database on `serverUrl` (or an embedded
 * PostgreSQL), migrated and seeded with the demo data. `npm test` starts this beside the unit stage, `quiet`
 * (the output is shown only on failure). `close()` drops it all.
 */
export async function prepareE2E({ serverUrl, quiet = false } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-e2e-'))
  const pg = await startPostgres({ serverUrl, dataDir: path.join(tmp, 'pg') })
  const database = `gruha_e2e_${crypto.randomBytes(4).toString('hex')}`
  const mail = await startMailCatcher({ dir: path.join(tmp, 'mail') })
  const close = async () => {
    await mail.close()
    await pg.dropDatabase(database).catch(() => {})
    await pg.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  try {
    const [sitePort, cmsPort] = [await freePort(), await freePort()]
    const env = {
      DATABASE_URL: await pg.createDatabase(database),
      PAYLOAD_SECRET: throwawaySecret(),
      SESSION_SECRET: throwawaySecret(),
      SITE_URL: `http://localhost:${sitePort}`,
      CMS_URL: `http://localhost:${cmsPort}`,
      GRUHA_DATA_DIR: path.join(tmp, 'data'),
      GRUHA_ROOT: root,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      COOKIE_SECURE: '0',
      // The jobs worker checks for due jobs every 5 s instead of every minute.
      JOBS_CRON: '*/5 * * * * *',
      // Demo data, and the servers know it (the demo shortcuts on /login).
      SEED_DEMO: '1',
      // Public pages kept for visitors, as in production (docker-compose): the tests see what visitors see.
      PAGE_CACHE_SECONDS: '60',
    }
    await migrate(root, env, { quiet })
    await seed(root, env, { quiet })
    return { env, sitePort, cmsPort, mail, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Builds (unless `build` is false or E2E_SKIP_BUILD=1), starts the real servers on a fresh database (or on
 * `prepared`, a prepareE2E() promise) and runs vitest with `config` (the e2e config by default;
 * `npm run test:security` passes vitest.security.config.ts).
 */
export async function runE2E({
  serverUrl,
  reportFile,
  config = 'vitest.e2e.config.ts',
  only = process.env.E2E_ONLY,
  flakyFile = path.join(os.tmpdir(), `gruha-e2e-flaky-${process.pid}.jsonl`),
  typesChecked = false,
  build = process.env.E2E_SKIP_BUILD !== '1',
  prepared,
} = {}) {
  if (build) await buildAll({ oneShot: typesChecked })
  fs.rmSync(flakyFile, { force: true })
  const { env, sitePort, cmsPort, mail, close } = await (prepared ?? prepareE2E({ serverUrl }))
  let children = []
  try {
    children = await startServers(root, { env, sitePort, cmsPort, quiet: process.env.E2E_VERBOSE !== '1' })
    const staffToken = await demoAdminToken(env.CMS_URL)
    const args = ['vitest', 'run', '--config', config]
    // E2E_ONLY narrows the run to some files while iterating, e.g. E2E_ONLY=e2e/auth.e2e.ts.
    if (only) args.push(...only.split(','))
    if (reportFile) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`)
    // Tests that failed and then passed on their retry are listed, never hidden (e2e/support/flaky-reporter.ts).
    if (config === 'vitest.e2e.config.ts')
      args.push(...(reportFile ? [] : ['--reporter=default']), '--reporter=./e2e/support/flaky-reporter.ts')
    await runCommand(path.join(root, 'node_modules', '.bin', args[0]), args.slice(1), {
      cwd: root,
      env: {
        E2E_SITE_URL: env.SITE_URL,
        E2E_CMS_URL: env.CMS_URL,
        E2E_MAIL_DIR: mail.dir,
        E2E_DATABASE_URL: env.DATABASE_URL,
        // The dev SMS adapter's log (cms/src/services/sms): browser tests read OTPs from it.
        E2E_SMS_LOG: path.join(env.GRUHA_DATA_DIR, 'sms.log'),
        E2E_STAFF_TOKEN: staffToken,
        E2E_FLAKY_FILE: flakyFile,
      },
    }).catch((error) => {
      for (const child of children) if (child.logs.length) console.error(child.logs.join('').slice(-4000))
      console.error(slowRequests(children.find((child) => child.label === 'site')))
      throw error
    })
  } finally {
    console.log(flakySummary(flakyFile))
    await stopAll(children)
    await close()
  }
}

/**
 * One REST token for the demo admin, made before any test runs, which the files share for making their data
 * (e2e/support/rest.ts). Payload keeps a user's sessions as one list that each sign-in rewrites, so two
 * sign-ins of one user at the same moment can drop one of the new sessions (payloadcms/payload#18132):
 * a token per file, signed in while other files sign the admin in, was sometimes dead on arrival.
 */
async function demoAdminToken(cmsUrl) {
  const res = await fetch(`${cmsUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl },
    body: JSON.stringify({ email: 'admin@gruha.local', password: 'Admin@12345' }),
  })
  const body = await res.json().catch(() => ({}))
  if (!body.token) throw new Error(`the demo admin's REST sign-in failed: ${res.status}`)
  return body.token
}

/** The browser tests that failed once and passed on their retry, one line each. */
export function flakyTests(file) {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

function flakySummary(file) {
  const flaky = flakyTests(file)
  const lines = flaky.map((t) => `  ${t.file} > ${t.name}\n      first attempt: ${t.error}`)
  return `\nflaky: ${flaky.length} test(s) failed and then passed on their retry${lines.length ? `:\n${lines.join('\n')}` : ''}`
}

/**
 * The site's slowest requests of the run (its JSON request log), so a failed wait in CI can be told
 * from a starved server: a test that timed out while its request took 40 s was slow, not wrong.
 */
export function slowRequests(site, { overMs = 3000, top = 15 } = {}) {
  const requests = (site?.logs.join('') ?? '')
    .split('\n')
    .filter((line) => line.includes('"responseTime"'))
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line)
        return [{ at: entry.time, ms: entry.responseTime, method: entry.req?.method, path: entry.req?.path, status: entry.res?.statusCode }]
      } catch {
        return []
      }
    })
  const slow = requests.filter((r) => r.ms >= overMs).sort((a, b) => b.ms - a.ms)
  const lines = slow.slice(0, top).map((r) => `  ${String(r.ms).padStart(6)} ms  ${r.at}  ${r.method} ${r.path} ${r.status}`)
  return `site requests: ${requests.length}, ${slow.length} took ${overMs} ms or more${lines.length ? `; the slowest:\n${lines.join('\n')}` : ''}`
}

/**
 * `npm run test:security` and `npm run test:abuse`: one suite's vitest config against the servers the
 * e2e stage starts, narrowed by the files listed in `onlyVariable` (comma-separated). Exits 1 on failure.
 */
export function runSuite(config, onlyVariable) {
  runE2E({ serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL, config, only: process.env[onlyVariable] }).catch(
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runE2E({ serverUrl: process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
