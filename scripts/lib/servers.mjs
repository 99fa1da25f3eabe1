import path from 'node:path'
import { startProcess, waitForHttp } from './processes.mjs'

const productionEnv = { NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production' }

/**
 * Node's flags for the site, as remix-app's `serve` script has them: a larger young generation, so a
 * page's short-lived objects die in it instead of being copied and promoted (ADR 17: a property page's
 * CPU per answer 25.7 → 18.6 ms in bench:load).
 */
export const SITE_NODE_FLAGS = ['--max-semi-space-size=64']

/** The built site (Remix + console) on `port`. */
export function startSite(root, { env, port, name = 'site', quiet = false, nodeArgs = [] }) {
  return startProcess(name, process.execPath, [...SITE_NODE_FLAGS, ...nodeArgs, 'server.mjs'], {
    cwd: path.join(root, 'remix-app'),
    env: { ...env, ...productionEnv, PORT: String(port) },
    quiet,
  })
}

/** The built CMS (Next) on `port`. */
export function startCms(root, { env, port, name = 'cms', quiet = false }) {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  return startProcess(name, process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, ...productionEnv },
    quiet,
  })
}

/** A jobs worker (Payload's jobs queue, ADR 0006); any number may run. */
export function startJobsWorker(root, { env, name = 'jobs', quiet = false }) {
  return startProcess(name, process.execPath, ['--import', 'tsx', 'src/scripts/jobs-worker.ts'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, ...productionEnv },
    quiet,
  })
}

/** Waits until the site and the CMS on these ports answer. */
export function waitForServers({ sitePort, cmsPort, site, cms }) {
  return Promise.all([
    waitForHttp(`http://127.0.0.1:${sitePort}/`, { child: site }),
    waitForHttp(`http://127.0.0.1:${cmsPort}/cms/login`, { child: cms }),
  ])
}

/**
 * Starts the built site (Remix + console), the built CMS (Next) and the jobs worker (Payload's jobs
 * queue, ADR 0006) with one environment.
 */
export async function startServers(root, { env, sitePort, cmsPort, quiet = false }) {
  const site = startSite(root, { env, port: sitePort, quiet })
  const cms = startCms(root, { env, port: cmsPort, quiet })
  const jobs = startJobsWorker(root, { env, quiet })
  await waitForServers({ sitePort, cmsPort, site, cms })
  return [site, cms, jobs]
}
