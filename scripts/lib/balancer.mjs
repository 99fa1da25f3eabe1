import http from 'node:http'

/**
 * A small round-robin load balancer for local runs of several instances (`npm run test:scale`),
 * standing in for production's proxy: `/cms*` and `/_next*` go to the CMS instances, everything
 * else to the site instances, each request to the next instance in turn. It adds X-Forwarded-For
 * (the instances trust loopback) and answers with `X-Upstream`, the instance's name, so a test can
 * see which one served it. An instance that is down gets a 502 for that request, as with nginx.
 * `npm start` puts one in front of its one site and one CMS, so the site has one origin as in production.
 */
export function startBalancer({ sites, cmses, port = 0, host = '127.0.0.1' }) {
  const next = { site: 0, cms: 0 }
  const pick = (pool, kind) => pool[next[kind]++ % pool.length]
  const server = http.createServer((req, res) => {
    const toCms = /^\/(cms|_next)(\/|$|\?)/.test(req.url ?? '')
    const upstream = toCms ? pick(cmses, 'cms') : pick(sites, 'site')
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const proxied = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name })
        answer.pipe(res)
      },
    )
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': upstream.name })
      res.end('bad gateway')
    })
    req.pipe(proxied)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve({ server, port: server.address().port }))
  })
}
