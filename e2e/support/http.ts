import crypto from 'node:crypto'

/**
 * A tiny HTTP client with a cookie jar, so a check can act as one browser. Redirects are not
 * followed (checks look at Location), and every request may carry a made-up client IP
 * (X-Forwarded-For, trusted from loopback as from the production proxy) so one check's rate-limit
 * counts never spill into another's.
 */
export class Client {
  readonly cookies = new Map<string, string>()
  constructor(readonly ip: string = randomIp()) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async fetch(url: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip, ...(init.headers ?? {}) }
    if (this.cookies.size && !('Cookie' in headers)) headers.Cookie = this.cookieHeader()
    const res = await fetch(url, { redirect: 'manual', ...init, headers })
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }
}

export { uniqueEmail } from './ids'

/** A random documentation-range (TEST-NET-2) address per client. */
export function randomIp(): string {
  const [a, b] = crypto.randomBytes(2)
  return `198.18.${a}.${b}`
}

/** A form body (application/x-www-form-urlencoded). */
export function form(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  return { body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Milliseconds one request takes. */
export async function timed(run: () => Promise<Response>): Promise<{ ms: number; res: Response }> {
  const started = performance.now()
  const res = await run()
  await res.arrayBuffer()
  return { ms: performance.now() - started, res }
}
