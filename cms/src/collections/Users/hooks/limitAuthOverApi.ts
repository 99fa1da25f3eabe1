import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clear, consume, tooManyAttemptsMessage, type LimiterName } from '../../../domain/rate-limit/index'
import { clientIpFrom } from '../../../domain/rate-limit/client-ip'

/** The client behind the production proxy (TRUST_PROXY; domain/rate-limit/client-ip.ts). */
export const requestClientIp = (req: PayloadRequest): string => clientIpFrom(req.headers.get('x-forwarded-for')) ?? 'unknown'

const emailOf = (data: unknown): string | null => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : null
}

/** Uses a point of a limit for this request, or answers 429 (with the site's wording). */
export async function limitApiRequest(name: LimiterName, req: PayloadRequest, account: string | null): Promise<void> {
  const result = await consume(name, { ip: requestClientIp(req), account })
  if (!result.ok)
    throw new APIError(tooManyAttemptsMessage(result.retryAfterSeconds), 429, { retryAfterSeconds: result.retryAfterSeconds }, true)
}

/**
 * Payload's own REST auth endpoints share the site's limits (per IP and per account): sign-in
 * attempts and sign-ups. The site calls the Local API and limits in its actions.
 */
export const limitAuthOverApi: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'login') await limitApiRequest('signIn', req, emailOf(args.data))
  if (operation === 'create' && !req.user) await limitApiRequest('signUp', req, emailOf(args.data))
  return args
}

/** A successful sign-in empties the account's count, as on the site. */
export const clearSignInLimit: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local') await clear('signIn', { account: (user as { email?: string }).email ?? null })
  return user
}
