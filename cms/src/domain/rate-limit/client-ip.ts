/**
 * Which client a request comes from, behind the production proxy. One rule for both servers:
 * `TRUST_PROXY` lists the proxies whose X-Forwarded-For we believe (Express's syntax: comma-separated
 * `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges; default `loopback`). The site's
 * Express uses it as its `trust proxy` function; the CMS (Next, which has no socket address for
 * route handlers) walks X-Forwarded-For from the right, skipping trusted proxies, like Express does.
 *
 * docker-compose runs Caddy in its own container on the compose network, so production sets
 * `TRUST_PROXY=loopback, uniquelocal`. The CMS port must only be reachable through that proxy.
 */
import net from 'node:net'

const NAMED: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1. */
function normalise(address: string): string {
  const trimmed = address.trim()
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed
}

/** A test for "is this address one of our proxies", from a TRUST_PROXY value. */
export function compileTrust(spec: string | undefined = process.env.TRUST_PROXY): (address: string) => boolean {
  const value = (spec ?? 'loopback').trim().toLowerCase()
  if (value === '' || value === 'false' || value === 'none') return () => false
  const list = new net.BlockList()
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (NAMED[entry]) {
      for (const [address, prefix, family] of NAMED[entry]) list.addSubnet(address, prefix, family)
      continue
    }
    const [address, prefix] = entry.split('/')
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range`)
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return (address) => {
    const ip = normalise(address)
    const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null
    return family !== null && list.check(ip, family)
  }
}

let trusted: ((address: string) => boolean) | undefined

/** The process's trust rule (from TRUST_PROXY, read once). */
export function isTrustedProxy(address: string): boolean {
  trusted ??= compileTrust()
  return trusted(address)
}

/**
 * The client address from a socket address (when known) and X-Forwarded-For: the right-most
 * address that is not a trusted proxy. Without a socket address (Next route handlers) the
 * immediate peer is taken to be the proxy.
 */
export function clientIpFrom(
  forwardedFor: string | null | undefined,
  remoteAddress?: string | null,
  trust: (address: string) => boolean = isTrustedProxy,
): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalise)
    .filter((a) => net.isIP(a) !== 0)
  if (remoteAddress) {
    const peer = normalise(remoteAddress)
    if (!trust(peer)) return peer
  }
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trust(hops[i])) return hops[i]
  return hops[0] ?? (remoteAddress ? normalise(remoteAddress) : null)
}
