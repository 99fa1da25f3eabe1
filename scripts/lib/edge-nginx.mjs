// Runs nginx with the production edge cache (deploy/nginx/gruha-edge.conf) in front of a local site,
// for `npm run test:edge` and `npm run bench:load -- --edge`. Needs nginx on the PATH (Debian: nginx-light).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './postgres.mjs'
import { waitForHttp } from './processes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export function hasNginx() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** nginx on `port` (a free one by default) with the edge config, proxying to `upstreams` (host:port). */
export async function startEdgeCache({ upstreams, port: wantedPort }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-edge-'))
  const port = wantedPort ?? (await freePort())
  const edge = fs
    .readFileSync(path.join(root, 'deploy', 'nginx', 'gruha-edge.conf'), 'utf8')
    .replace('/var/cache/nginx/gruha', path.join(dir, 'cache'))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
  // As root, the workers would run as www-data and could not write the temp folder.
  const user = os.userInfo().uid === 0 ? 'user root;' : ''
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; ${user} worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  # keepalive_timeout below Node's 5 s keep-alive: nginx never reuses a connection the site is closing (a 502).
  upstream gruha_site { ${upstreams.map((u) => `server ${u};`).join(' ')} keepalive 64; keepalive_timeout 4s; }
${edge}
}
`,
  )
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  const logs = []
  child.stderr.on('data', (b) => logs.push(b.toString()))
  child.logs = logs
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/robots.txt`, { child, timeoutMs: 15_000 })
  return {
    url,
    errors: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve)
          child.kill('SIGQUIT')
        })
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
