/** Spec 002, Add User: the new account's verification mail and its rate limit are the users collection's, on every path. */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { getTestPayload } from '../../../../test/payload'
import { makeUser, uniq } from '../../../../test/factories'
import { deliverMail } from '../../../../test/mail'
import { LIMITS, consume } from '../../../domain/rate-limit'
import { emailRateLimitMessage } from './verifyStaffCreatedEmail'

const account = (email: string) =>
  ({
    email,
    password: 'Str0ng!Passw0rd#',
    first_name: 'Added',
    last_name: 'ByAdmin',
    role: 'buyer',
  }) as RequiredDataFromCollectionSlug<'users'>

describe('users: an account an admin adds', () => {
  it('is e-mailed its verification code from the create itself', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    onTestFinished(() => send.mockRestore())
    const email = `added-${uniq()}@example.test`
    await payload.create({ collection: 'users', data: account(email), overrideAccess: false, user: admin })
    expect(await deliverMail(payload, email)).toBe(1)
    const codes = await payload.count({ collection: 'email-verification-codes', where: { email: { equals: email } }, overrideAccess: true })
    expect(codes.totalDocs).toBe(1)
  })

  it('is refused with the wait once that address has spent its resend limit, and nothing is stored', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const email = `spent-${uniq()}@example.test`
    for (let i = 0; i < LIMITS.emailResend.account.points; i++) await consume('emailResend', { account: email })
    const refused = payload.create({ collection: 'users', data: account(email), overrideAccess: false, user: admin })
    await expect(refused).rejects.toMatchObject({ code: 'LIMIT_REACHED', status: 429 })
    await expect(refused).rejects.toThrow(
      /^Email rate limit exceeded\. For security purposes, you can only request this after \d+ seconds\.$/,
    )
    expect(emailRateLimitMessage(42)).toBe('Email rate limit exceeded. For security purposes, you can only request this after 42 seconds.')
    const stored = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })
})
