import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

const base = { DATABASE_URL: 'postgresql://u@127.0.0.1:5432/x', PAYLOAD_SECRET: 'x'.repeat(40) }

async function prefixWith(env: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [k, v] of Object.entries({ ...base, ...env })) vi.stubEnv(k, v)
  const { cmsCookiePrefix } = await import('./env')
  return cmsCookiePrefix()
}

describe("Payload's session cookie name", () => {
  afterEach(() => vi.unstubAllEnvs())
  // Files share a worker's module registry (isolate: false): the next file imports ./env afresh.
  afterAll(() => vi.resetModules())

  it('takes the __Host- prefix when cookies are Secure (production over HTTPS)', async () => {
    expect(await prefixWith({ NODE_ENV: 'production', COOKIE_SECURE: undefined })).toBe('__Host-payload')
    expect(await prefixWith({ NODE_ENV: 'development', COOKIE_SECURE: '1' })).toBe('__Host-payload')
  })

  it('keeps the plain name over plain HTTP, where browsers would drop a __Host- cookie', async () => {
    expect(await prefixWith({ NODE_ENV: 'production', COOKIE_SECURE: '0' })).toBe('payload')
    expect(await prefixWith({ NODE_ENV: 'development', COOKIE_SECURE: undefined })).toBe('payload')
  })
})
