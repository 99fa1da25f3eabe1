import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import type { EmailVerificationCode } from '../../payload-types'
import { MAX_CODE_ATTEMPTS, codeMatches } from '../../domain/email-verification/code'

/** Whoever has the e-mailed code may use it: nobody need be signed in, so there is no `user`. */
export type VerifyEmailCodeOptions = { payload: Payload; input: { email: string; code: string } }

/**
 * One refusal for every reason (no code, a wrong, used, expired or burnt code), in the spec's words:
 * the answer does not tell an unknown address from a wrong code.
 */
const refused = () => new AppError('INVALID_INPUT', MESSAGES.emailVerification.failedCheckOtp)

/**
 * Checks a typed code against the newest live code for the address. A match marks the code used
 * and the account's e-mail verified; a miss counts a try (before the refusal is thrown), and the
 * fifth miss burns the code. Refusals throw AppError INVALID_INPUT.
 */
export async function verifyEmailCode({ payload, input }: VerifyEmailCodeOptions): Promise<void> {
  const { code } = input
  const address = input.email.trim().toLowerCase()
  // System work: codes are readable by no one but admins.
  const { docs } = await payload.find({
    collection: 'email-verification-codes',
    where: { and: [{ email: { equals: address } }, { consumed_at: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const stored: EmailVerificationCode | undefined = docs[0]
  if (!stored) throw refused()
  if (new Date(stored.expires_at).getTime() <= Date.now()) throw refused()
  const attempts = stored.attempts ?? 0
  if (attempts >= MAX_CODE_ATTEMPTS) throw refused()

  if (!codeMatches(address, code, stored.code_hash)) {
    await payload.update({
      collection: 'email-verification-codes',
      id: stored.id,
      data: { attempts: attempts + 1 },
      overrideAccess: true,
    })
    throw refused()
  }

  // Single use: only the request that flips consumed_at from empty wins.
  const claimed = await payload.update({
    collection: 'email-verification-codes',
    where: { and: [{ id: { equals: stored.id } }, { consumed_at: { exists: false } }] },
    data: { consumed_at: new Date().toISOString() },
    overrideAccess: true,
  })
  if (claimed.docs.length !== 1) throw refused()

  const userId = typeof stored.user === 'object' && stored.user ? stored.user.id : stored.user
  if (!userId) throw refused()
  // email_verified is an admin-only field; proving the code is the system's decision.
  await payload.update({
    collection: 'users',
    id: userId,
    data: { email_verified: true },
    overrideAccess: true,
  })
}
