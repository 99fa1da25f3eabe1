import type { Payload } from 'payload'
import type { EmailVerificationCode } from '../../payload-types'
import { MAX_CODE_ATTEMPTS, codeMatches } from './code'

export type VerifyEmailCodeOptions = { payload: Payload; email: string; code: string }

export type VerifyEmailCodeResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'burnt' }

/**
 * Checks a typed code against the newest live code for the address. A match marks the code used
 * and the account's e-mail verified; a miss counts a try, and the fifth miss burns the code.
 */
export async function verifyEmailCode({ payload, email, code }: VerifyEmailCodeOptions): Promise<VerifyEmailCodeResult> {
  const address = email.trim().toLowerCase()
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
  if (!stored) return { ok: false, reason: 'invalid' }
  if (new Date(stored.expires_at).getTime() <= Date.now()) return { ok: false, reason: 'expired' }
  const attempts = stored.attempts ?? 0
  if (attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'burnt' }

  if (!codeMatches(address, code, stored.code_hash)) {
    await payload.update({
      collection: 'email-verification-codes',
      id: stored.id,
      data: { attempts: attempts + 1 },
      overrideAccess: true,
    })
    return { ok: false, reason: attempts + 1 >= MAX_CODE_ATTEMPTS ? 'burnt' : 'invalid' }
  }

  // Single use: only the request that flips consumed_at from empty wins.
  const claimed = await payload.update({
    collection: 'email-verification-codes',
    where: { and: [{ id: { equals: stored.id } }, { consumed_at: { exists: false } }] },
    data: { consumed_at: new Date().toISOString() },
    overrideAccess: true,
  })
  if (claimed.docs.length !== 1) return { ok: false, reason: 'invalid' }

  const userId = typeof stored.user === 'object' && stored.user ? stored.user.id : stored.user
  if (!userId) return { ok: false, reason: 'invalid' }
  // email_verified is an admin-only field; proving the code is the system's decision.
  await payload.update({
    collection: 'users',
    id: userId,
    data: { email_verified: true },
    overrideAccess: true,
  })
  return { ok: true }
}
