import path from 'node:path'
import { startProcess, waitForHttp } from './processes.mjs'

/**
 * Starts the built site (Remix + console), the built CMS (Next) and the jobs worker (Payload's jobs
 * queue, ADR 0006) with one environment.
 */
export async function startServers(root, { env, sitePort, cmsPort, quiet = false }) {
  const node = process.execPath
  const site = startProcess('site', node, ['server.mjs'], {
    cwd: path.join(root, 'remix-app'),
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', PORT: String(sitePort) },
    quiet,
  })
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const cms = startProcess('cms', node, [nextBin, 'start', '-p', String(cmsPort), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production' },
    quiet,
  })
  const jobs = startProcess('jobs', node, ['--import', 'tsx', 'src/scripts/jobs-worker.ts'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production' },
    quiet,
  })
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${sitePort}/`, { child: site }),
    waitForHttp(`http://127.0.0.1:${cmsPort}/cms/login`, { child: cms }),
  ])
  return [site, cms, jobs]
}
