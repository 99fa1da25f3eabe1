import type { AppLoadContext } from '@remix-run/node'
import { consume, peek, tooManyAttemptsMessage, type LimiterName } from '@gruha/cms/services/rate-limit'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The client's IP as Express resolved it (server.mjs). */
    clientIp?: string | null
  }
}

/** The client IP from the load context; a shared fallback bucket when it is unknown. */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp || 'unknown'
}

export type Limited = { message: string; status: 429; headers: { 'Retry-After': string } }

function limited(retryAfterSeconds: number): Limited {
  return {
    message: tooManyAttemptsMessage(retryAfterSeconds),
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }
}

/**
 * Uses a point of the named limit for this client and account. Returns what to answer (429, a
 * message, Retry-After) when the request must be refused, else null.
 */
export async function limitRequest(
  name: LimiterName,
  context: AppLoadContext | undefined,
  account?: string | null,
): Promise<Limited | null> {
  const result = await consume(name, { ip: clientIp(context), account })
  return result.ok ? null : limited(result.retryAfterSeconds)
}

/** Like limitRequest without using a point (for limits that count failures only). */
export async function isLimited(name: LimiterName, context: AppLoadContext | undefined, account?: string | null): Promise<Limited | null> {
  const result = await peek(name, { ip: clientIp(context), account })
  return result.ok ? null : limited(result.retryAfterSeconds)
}
