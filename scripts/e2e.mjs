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
export async function prepareE2E({ serverUrl, quiet = false, copyOf } = {}) {
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
      DATABASE_URL: await pg.createDatabase(database, { template: copyOf?.database }),
      // A copy keeps its original's secrets: whatever the seed signed or encrypted with them stays valid.
      PAYLOAD_SECRET: copyOf?.env.PAYLOAD_SECRET ?? throwawaySecret(),
      SESSION_SECRET: copyOf?.env.SESSION_SECRET ?? throwawaySecret(),
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
    if (copyOf) fs.cpSync(copyOf.env.GRUHA_DATA_DIR, env.GRUHA_DATA_DIR, { recursive: true })
    else {
      await migrate(root, env, { quiet })
      await seed(root, env, { quiet })
    }
    return { env, database, sitePort, cmsPort, mail, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** The browser suite's own config: its serial files can run in a second process, on a second stack. */
const E2E_CONFIG = 'vitest.e2e.config.ts'

/** How many stacks a run uses: the whole browser suite puts its serial files on a second one. */
export const stackCount = ({ config = E2E_CONFIG, only = process.env.E2E_ONLY } = {}) => (config === E2E_CONFIG && !only ? 2 : 1)

/**
 * `count` stacks from prepareE2E, one after another, on one database server: `serverUrl`, or one embedded
 * PostgreSQL that stops when the last stack closes. The later stacks are copies of the first one's seeded
 * database and data folder (`create database … template`), made in a second instead of migrating and
 * seeding again. Their demo texts then name the first stack's site address, which no test follows.
 * A failure closes the stacks already made.
 */
export async function prepareStacks({ serverUrl, count, quiet = false }) {
  const embedded = !serverUrl && count > 1 ? await startSharedEmbedded() : null
  const server = serverUrl ?? embedded?.url
  const stacks = []
  try {
    // With more than one stack there is always one server, so the later ones can be copies.
    for (let i = 0; i < count; i += 1) stacks.push(await prepareE2E({ serverUrl: server, quiet, copyOf: stacks[0] }))
  } catch (error) {
    await Promise.all(stacks.map((stack) => stack.close()))
    await embedded?.stop()
    throw error
  }
  if (!embedded) return stacks
  let open = stacks.length
  return stacks.map((stack) => ({
    ...stack,
    close: async () => {
      await stack.close()
      open -= 1
      if (open === 0) await embedded.stop()
    },
  }))
}

/** An embedded PostgreSQL in a folder of its own, for stacks that share it. */
async function startSharedEmbedded() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-e2e-pg-'))
  const pg = await startPostgres({ dataDir: path.join(dir, 'pg') })
  return {
    url: pg.url('postgres'),
    stop: async () => {
      await pg.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Builds (unless `build` is false or E2E_SKIP_BUILD=1), starts the real servers on fresh databases (or on
 * `prepared`, a prepareStacks() promise, whose stacks it closes) and runs vitest with `config` (the e2e
 * config by default; `npm run test:security` passes vitest.security.config.ts).
 *
 * The whole browser suite (no `only`) runs as two vitest processes side by side: the parallel files on one
 * stack (database, site, CMS and jobs worker), and the files that must run one at a time (the config's
 * `serial` and `alone` projects) on a second stack, where no parallel file writes. Run after the parallel
 * files instead, they were a third of the stage with a core left idle (ADR 26).
 */
export async function runE2E({
  serverUrl,
  reportFile,
  config = E2E_CONFIG,
  only = process.env.E2E_ONLY,
  flakyFile = path.join(os.tmpdir(), `gruha-e2e-flaky-${process.pid}.jsonl`),
  typesChecked = false,
  build = process.env.E2E_SKIP_BUILD !== '1',
  prepared,
} = {}) {
  if (build) await buildAll({ oneShot: typesChecked })
  fs.rmSync(flakyFile, { force: true })
  const split = stackCount({ config, only }) === 2
  const stacks = await (prepared ?? prepareStacks({ serverUrl, count: split ? 2 : 1 }))
  const children = []
  try {
    for (const { env, sitePort, cmsPort } of stacks.slice(0, split ? 2 : 1))
      children.push(...(await startServers(root, { env, sitePort, cmsPort, quiet: process.env.E2E_VERBOSE !== '1' })))
    const reports = split ? [0, 1].map((i) => reportFile && `${reportFile}.${i}.json`) : [reportFile]
    const runs = [
      { stack: stacks[0], projects: split ? ['parallel'] : [], files: only ? only.split(',') : [], report: reports[0] },
      ...(split ? [{ stack: stacks[1], projects: ['serial', 'alone'], files: [], report: reports[1] }] : []),
    ]
    const results = await Promise.allSettled(
      runs.map(async ({ stack, projects, files, report }) => {
        const args = ['run', '--config', config, ...projects.map((p) => `--project=${p}`), ...files]
        if (report) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`)
        // Tests that failed and then passed on their retry are listed, never hidden (e2e/support/flaky-reporter.ts).
        if (config === E2E_CONFIG) args.push(...(report ? [] : ['--reporter=default']), '--reporter=./e2e/support/flaky-reporter.ts')
        await runCommand(path.join(root, 'node_modules', '.bin', 'vitest'), args, {
          cwd: root,
          env: {
            ...stackEnv(stack, await demoAdminToken(stack.env.CMS_URL)),
            E2E_FLAKY_FILE: flakyFile,
            // Beside the serial process, two workers for the parallel files keep three at work in all.
            ...(split && projects.includes('parallel') ? { E2E_WORKERS: process.env.E2E_WORKERS || '2' } : {}),
          },
        })
      }),
    )
    if (split && reportFile) mergeReports(reports, reportFile)
    const failure = results.find((r) => r.status === 'rejected')
    if (failure) {
      for (const child of children) if (child.logs.length) console.error(child.logs.join('').slice(-4000))
      for (const site of children.filter((child) => child.label === 'site')) console.error(slowRequests(site))
      throw failure.reason
    }
  } finally {
    console.log(flakySummary(flakyFile))
    await stopAll(children)
    await Promise.all(stacks.map((stack) => stack.close()))
  }
}

/** What a browser test file reads to reach one stack (e2e/support/env.ts). */
function stackEnv({ env, mail }, staffToken) {
  return {
    E2E_SITE_URL: env.SITE_URL,
    E2E_CMS_URL: env.CMS_URL,
    E2E_MAIL_DIR: mail.dir,
    E2E_DATABASE_URL: env.DATABASE_URL,
    // The dev SMS adapter's log (cms/src/services/sms): browser tests read OTPs from it.
    E2E_SMS_LOG: path.join(env.GRUHA_DATA_DIR, 'sms.log'),
    E2E_STAFF_TOKEN: staffToken,
  }
}

/** One vitest JSON report from the two processes' reports (npm test reads its counts and file times). */
function mergeReports(files, into) {
  const reports = files.filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')))
  if (reports.length === 0) return
  const sum = (key) => reports.reduce((n, r) => n + (r[key] ?? 0), 0)
  const merged = {
    ...reports[0],
    success: reports.length === files.length && reports.every((r) => r.success),
    startTime: Math.min(...reports.map((r) => r.startTime)),
    testResults: reports.flatMap((r) => r.testResults ?? []),
  }
  for (const key of Object.keys(reports[0])) if (key.startsWith('num')) merged[key] = sum(key)
  fs.writeFileSync(into, JSON.stringify(merged))
  for (const file of files) fs.rmSync(file, { force: true })
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
