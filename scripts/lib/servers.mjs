import path from 'node:path'
import { startProcess, waitForHttp } from './processes.mjs'

const production = (env) => ({ ...env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production' })

/** The built site (Remix + console API, `remix-app/server.mjs`) on `sitePort`. */
export function startSite(root, { env, sitePort, quiet = false }) {
  return startProcess('site', process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'remix-app'),
    env: { ...production(env), PORT: String(sitePort) },
    quiet,
  })
}

/** The built CMS (Next, `/cms`) on `cmsPort`. */
export function startCms(root, { env, cmsPort, quiet = false }) {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  return startProcess('cms', process.execPath, [nextBin, 'start', '-p', String(cmsPort), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'cms'),
    env: production(env),
    quiet,
  })
}

/** The jobs worker (Payload's jobs queue, ADR 0006). */
export function startJobs(root, { env, quiet = false }) {
  return startProcess('jobs', process.execPath, ['--import', 'tsx', 'src/scripts/jobs-worker.ts'], {
    cwd: path.join(root, 'cms'),
    env: production(env),
    quiet,
  })
}

/**
 * Starts the built site (Remix + console), the built CMS (Next) and the jobs worker (Payload's jobs
 * queue, ADR 0006) with one environment.
 */
export async function startServers(root, { env, sitePort, cmsPort, quiet = false }) {
  const site = startSite(root, { env, sitePort, quiet })
  const cms = startCms(root, { env, cmsPort, quiet })
  const jobs = startJobs(root, { env, quiet })
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${sitePort}/`, { child: site }),
    waitForHttp(`http://127.0.0.1:${cmsPort}/cms/login`, { child: cms }),
  ])
  return [site, cms, jobs]
}
