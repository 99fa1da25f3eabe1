import { describe, expect, it } from 'vitest'
import { clientIpFrom, compileTrust } from './client-ip'

describe('client IP behind the proxy (issue 7, finding 4)', () => {
  it('trusts loopback only by default: a forged X-Forwarded-For from outside is ignored', () => {
    const trust = compileTrust(undefined)
    expect(clientIpFrom('1.2.3.4', '203.0.113.9', trust)).toBe('203.0.113.9')
    expect(clientIpFrom('203.0.113.9', '127.0.0.1', trust)).toBe('203.0.113.9')
    expect(clientIpFrom(null, '::ffff:127.0.0.1', trust)).toBe('127.0.0.1')
  })

  it('with the compose topology (Caddy in another container) each client keeps its own address', () => {
    const trust = compileTrust('loopback, uniquelocal')
    // Caddy at 172.18.0.5 forwards two different clients.
    expect(clientIpFrom('203.0.113.9', '172.18.0.5', trust)).toBe('203.0.113.9')
    expect(clientIpFrom('198.51.100.7', '::ffff:172.18.0.5', trust)).toBe('198.51.100.7')
    // A client's own forged header stays to the left of what Caddy appended.
    expect(clientIpFrom('6.6.6.6, 203.0.113.9', '172.18.0.5', trust)).toBe('203.0.113.9')
    // Next has no socket address: the peer is the proxy.
    expect(clientIpFrom('203.0.113.9, 172.18.0.5', null, trust)).toBe('203.0.113.9')
  })

  it('accepts addresses and CIDR ranges and refuses nonsense', () => {
    const trust = compileTrust('10.1.2.3, 192.0.2.0/24')
    expect(trust('10.1.2.3')).toBe(true)
    expect(trust('192.0.2.77')).toBe(true)
    expect(trust('10.1.2.4')).toBe(false)
    expect(compileTrust('false')('127.0.0.1')).toBe(false)
    expect(() => compileTrust('proxy.example')).toThrow(/TRUST_PROXY/)
  })
})
