// The crash test's stack: its own embedded PostgreSQL (so its postmaster can be killed; never the
// system server), a throwaway database with the real migrations and demo data, the built site, the
// built CMS and the jobs worker, and how to kill -9 and restart each of them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startPostgres } from '../lib/postgres.mjs'
import { throwawaySecret } from '../lib/secrets.mjs'
import { startMailCatcher } from '../lib/mail-catcher.mjs'
import { migrate, seed } from '../lib/migrate.mjs'
import { startCms, startJobsWorker, startSite } from '../lib/servers.mjs'
import { stopAll } from '../lib/processes.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `url` answers 200 (the /readyz probes: the process and its database both answer). */
export async function waitForReady(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}\n${child.logs.join('').slice(-4000)}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // not up yet
    }
    await sleep(100)
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`)
}

export async function startStack(root, { log = console.log } = {}) {
  for (const built of ['remix-app/build/server/index.js', 'cms/.next/BUILD_ID']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`Build first: npm run build (${built} is missing)`)
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-crash-'))
  // Always an embedded server of our own: its postmaster is the one we kill.
  const pg = await startPostgres({ dataDir: path.join(tmp, 'pg') })
  const mail = await startMailCatcher({ dir: path.join(tmp, 'mail') })
  const [sitePort, cmsPort] = [await freePort(), await freePort()]
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const cmsUrl = `http://127.0.0.1:${cmsPort}`
  const env = {
    DATABASE_URL: await pg.createDatabase('gruha_crash'),
    PAYLOAD_SECRET: throwawaySecret(),
    SESSION_SECRET: throwawaySecret(),
    SITE_URL: siteUrl,
    CMS_URL: cmsUrl,
    GRUHA_DATA_DIR: path.join(tmp, 'data'),
    GRUHA_ROOT: root,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    COOKIE_SECURE: '0',
    MAP_TILE_URL: '',
    JOBS_CRON: '*/5 * * * * *',
    SEED_DEMO: '1',
    // A killed site has no time to drain; a restarted one must not wait for the old one's requests.
    SHUTDOWN_GRACE_MS: '1000',
  }
  log('migrating and seeding the demo data…')
  await migrate(root, env)
  await seed(root, env)

  const quiet = process.env.CRASH_VERBOSE !== '1'
  const children = {
    site: startSite(root, { env, port: sitePort, quiet }),
    cms: startCms(root, { env, port: cmsPort, quiet }),
    jobs: startJobsWorker(root, { env, quiet }),
  }
  const ready = {
    site: () => waitForReady(`${siteUrl}/readyz`, { child: children.site }),
    cms: () => waitForReady(`${cmsUrl}/readyz`, { child: children.cms }),
  }
  await Promise.all([ready.site(), ready.cms()])

  const restart = {
    site: () => (children.site = startSite(root, { env, port: sitePort, quiet })),
    cms: () => (children.cms = startCms(root, { env, port: cmsPort, quiet })),
  }

  /** SIGKILLs `target` (site, cms or postgres), starts it again and waits until both servers are ready. */
  async function killAndRestart(target) {
    if (target === 'postgres') {
      const pid = pg.postmasterPid()
      if (!pid) throw new Error('no postmaster.pid: PostgreSQL is not running')
      process.kill(pid, 'SIGKILL')
      await pg.restart()
    } else {
      const child = children[target]
      const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve)))
      process.kill(child.pid, 'SIGKILL')
      await exited
      restart[target]()
    }
    await Promise.all([ready.site(), ready.cms()])
    // The jobs worker is never killed: it must live through the others' crashes, PostgreSQL's too.
    if (children.jobs.exitCode !== null)
      throw new Error(`the jobs worker exited with ${children.jobs.exitCode}\n${children.jobs.logs.join('').slice(-4000)}`)
  }

  return {
    env,
    siteUrl,
    cmsUrl,
    databaseUrl: env.DATABASE_URL,
    mediaDir: path.join(env.GRUHA_DATA_DIR, 'media'),
    children,
    killAndRestart,
    async stop() {
      await stopAll(Object.values(children))
      await mail.close()
      await pg.stop().catch(() => {})
      fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
}
