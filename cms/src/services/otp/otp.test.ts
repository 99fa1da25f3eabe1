import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { setSmsAdapterForTests } from '../sms'
import type { OtpAction } from '@gruha/shared'
import type { LimitKeys } from '../../domain/rate-limit'
import {
  generateOtp,
  hashOtp,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  OtpNotSentError,
  sendOtp,
  verifyOtp,
  type OtpUser,
} from './index'

const sent: { to: string; text: string }[] = []
const recordSms = () => setSmsAdapterForTests({ name: 'test', send: async (m) => void sent.push(m) })
beforeAll(recordSms)
afterAll(() => setSmsAdapterForTests(undefined))

/** A unique 10-digit phone per test, so tests never share codes or throttles. */
const newPhone = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`

async function makeUser(phone: string | null) {
  const payload = await getTestPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `otp-${crypto.randomBytes(5).toString('hex')}@example.test`,
      password: 'Strong@123',
      first_name: 'O',
      last_name: 'T',
      phone_number: phone,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
}

type Send = { user: OtpUser; phone: string; action: OtpAction; currentPassword?: string; limit?: LimitKeys; now?: Date }
type Verify = { user: OtpUser; phone: string; action: OtpAction; code: string; consume: boolean; now?: Date }

const send = async ({ user, phone, action, currentPassword, limit, now }: Send) =>
  sendOtp({ payload: await getTestPayload(), user, input: { phone, action, currentPassword }, limit, now })
const verify = async ({ user, phone, action, code, consume, now }: Verify) =>
  verifyOtp({ payload: await getTestPayload(), user, input: { phone, action, code }, consume, now })

/** What verifyOtp throws for a wrong, used, expired or burnt code (the routes answer it as a 400 on `otp`). */
const INVALID_OTP = { name: 'AppError', code: 'INVALID_INPUT', status: 400, message: 'Invalid OTP', fieldErrors: { otp: 'Invalid OTP' } }

/** What sendOtp throws for a number that is not the account's (the routes answer it as a 400 on `phone`). */
const PHONE_MISMATCH = {
  code: 'INVALID_INPUT',
  status: 400,
  message: 'This phone number does not match the one on your account',
  fieldErrors: { phone: 'This phone number does not match the one on your account' },
}

/** The code the fake SMS gateway received last for a phone. */
function lastCodeFor(phone: string): string {
  const message = [...sent].reverse().find((m) => m.to === phone)
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1]
  if (!code) throw new Error(`no SMS to ${phone}`)
  return code
}

describe('OTP codes', () => {
  it('are 6 digits from the CSPRNG and stored only as a keyed hash', async () => {
    const codes = new Set(Array.from({ length: 200 }, generateOtp))
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(190)

    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await expect(send({ user, phone, action: 'password_change' })).resolves.toBeUndefined()
    const code = lastCodeFor(phone)
    const stored = await payload.find({
      collection: 'otp-codes',
      overrideAccess: true,
      showHiddenFields: true,
      where: { phone: { equals: phone } },
    })
    expect(stored.docs).toHaveLength(1)
    const row = stored.docs[0]
    expect(JSON.stringify(row)).not.toContain(code)
    expect(row.code_hash).toBe(hashOtp(code, phone, 'password_change'))
    expect(row.code_hash).not.toBe(hashOtp(code, phone, 'bank_update'))
    // Hidden from normal reads, even an admin's.
    const asRead = await payload.findByID({ collection: 'otp-codes', id: row.id, overrideAccess: true })
    expect(asRead.code_hash).toBeUndefined()
  })

  it('work once only', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    await send({ user, phone, action: 'password_change' })
    const code = lastCodeFor(phone)
    const base = { user, phone, action: 'password_change', code } as const
    await expect(verify({ ...base, consume: false })).resolves.toBeUndefined()
    await expect(verify({ ...base, consume: true })).resolves.toBeUndefined()
    await expect(verify({ ...base, consume: true })).rejects.toMatchObject(INVALID_OTP)
  })

  it('let only one of two racing requests use a code', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    await send({ user, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => verify({ user, phone, action: 'bank_update', code, consume: true })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject(INVALID_OTP)
  })

  it('expire after 10 minutes', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    const sentAt = new Date()
    await send({ user, phone, action: 'password_change', now: sentAt })
    const code = lastCodeFor(phone)
    const at = (ms: number) => new Date(sentAt.getTime() + ms)
    const base = { user, phone, action: 'password_change', code, consume: false } as const
    await expect(verify({ ...base, now: at(OTP_TTL_MS - 1000) })).resolves.toBeUndefined()
    await expect(verify({ ...base, now: at(OTP_TTL_MS + 1000) })).rejects.toMatchObject(INVALID_OTP)
  })

  it('are bound to their action: a bank code fails for a password change', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    await send({ user, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    await expect(verify({ user, phone, action: 'password_change', code, consume: true })).rejects.toMatchObject(INVALID_OTP)
    await expect(verify({ user, phone, action: 'bank_update', code, consume: true })).resolves.toBeUndefined()
  })

  it('are bound to their user and phone', async () => {
    const phone = newPhone()
    const owner = await makeUser(phone)
    const other = await makeUser(phone)
    await send({ user: owner, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    await expect(verify({ user: other, phone, action: 'bank_update', code, consume: true })).rejects.toMatchObject(INVALID_OTP)
    // A phone other than the account's is refused outright, on the phone field.
    await expect(send({ user: owner, phone: newPhone(), action: 'bank_update' })).rejects.toMatchObject(PHONE_MISMATCH)
    const mismatch = 'This phone number does not match the one on your account'
    await expect(verify({ user: owner, phone: newPhone(), action: 'bank_update', code, consume: true })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: mismatch,
      fieldErrors: { otp: mismatch },
    })
    // ...and that refusal did not use the owner's code.
    await expect(verify({ user: owner, phone, action: 'bank_update', code, consume: true })).resolves.toBeUndefined()
  })

  it('burn after 5 wrong tries, even for the right code afterwards', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await send({ user, phone, action: 'password_change' })
    const code = lastCodeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const stored = async () =>
      (await payload.find({ collection: 'otp-codes', overrideAccess: true, where: { phone: { equals: phone } }, depth: 0 })).docs[0]
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      await expect(verify({ user, phone, action: 'password_change', code: wrong, consume: false })).rejects.toMatchObject(INVALID_OTP)
      // Every wrong try is counted, though the refusal is thrown.
      expect((await stored()).attempts).toBe(i)
    }
    expect((await stored()).consumed_at).toBeTruthy()
    await expect(verify({ user, phone, action: 'password_change', code, consume: true })).rejects.toMatchObject(INVALID_OTP)
  })

  it('throttle resends per phone and action, and a new code replaces the old one', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    const t0 = new Date()
    await expect(send({ user, phone, action: 'password_change', now: t0 })).resolves.toBeUndefined()
    const first = lastCodeFor(phone)
    await expect(send({ user, phone, action: 'password_change', now: new Date(t0.getTime() + 5000) })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      status: 429,
      message: 'Please wait 55 seconds before requesting another OTP',
      retryAfterSeconds: 55,
    })
    // Another action is throttled separately.
    await expect(send({ user, phone, action: 'bank_update', now: t0 })).resolves.toBeUndefined()

    const later = new Date(t0.getTime() + OTP_RESEND_INTERVAL_MS + 1000)
    await expect(send({ user, phone, action: 'password_change', now: later })).resolves.toBeUndefined()
    const second = [...sent].reverse().find((m) => m.to === phone && /password/.test(m.text))!
    const secondCode = /\b(\d{6})\b/.exec(second.text)![1]
    if (secondCode !== first) {
      await expect(verify({ user, phone, action: 'password_change', code: first, consume: false, now: later })).rejects.toMatchObject(
        INVALID_OTP,
      )
    }
    await expect(verify({ user, phone, action: 'password_change', code: secondCode, consume: true, now: later })).resolves.toBeUndefined()
  })

  it('a send refused for the 60-second gap does not use one of the 3 sends per 15 minutes', async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    const limit = { ip: `otp-${crypto.randomBytes(6).toString('hex')}`, account: `user:${user.id}` }
    const t0 = new Date()
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    await expect(send({ user, phone, action: 'password_change', limit, now: t0 })).resolves.toBeUndefined()
    // A second tap within 60 s is refused, twice over, without sending anything.
    const before = sent.length
    for (const seconds of [5, 10]) {
      await expect(send({ user, phone, action: 'password_change', limit, now: at(seconds) })).rejects.toMatchObject({
        code: 'LIMIT_REACHED',
        message: `Please wait ${60 - seconds} seconds before requesting another OTP`,
        retryAfterSeconds: 60 - seconds,
      })
    }
    expect(sent.length).toBe(before)
    // So the account still has its second and third sends (other actions are not throttled by the first).
    await expect(send({ user, phone, action: 'bank_update', limit, now: at(20) })).resolves.toBeUndefined()
    await expect(send({ user, phone, action: 'password_change', limit, now: at(61) })).resolves.toBeUndefined()
    // The fourth real send within 15 minutes is refused by the limit, with a wait, and sends nothing.
    const fourth = await send({ user, phone, action: 'bank_update', limit, now: at(125) }).catch((error: unknown) => error)
    expect(fourth).toMatchObject({ code: 'LIMIT_REACHED', status: 429, message: expect.stringMatching(/^Too many attempts\./) })
    expect((fourth as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0)
    expect(sent.length).toBe(before + 2)
  })

  it("go only to the account's own number; a new number needs the password re-entered, and only to verify it", async () => {
    const phone = newPhone()
    const user = await makeUser(phone)
    const other = newPhone()
    // The caller cannot vouch for a number: the one on record decides.
    const claimed = { ...user, phone_number: other }
    await expect(send({ user: claimed, phone: other, action: 'password_change' })).rejects.toMatchObject(PHONE_MISMATCH)
    await expect(send({ user: claimed, phone: other, action: 'verification' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Current password is required',
      fieldErrors: { current_password: 'Current password is required' },
    })
    await expect(send({ user, phone: other, action: 'verification', currentPassword: 'Wrong@123' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Current password is incorrect',
      fieldErrors: { current_password: 'Current password is incorrect' },
    })
    expect(sent.some((m) => m.to === other)).toBe(false)
    await expect(send({ user, phone: other, action: 'verification', currentPassword: 'Strong@123' })).resolves.toBeUndefined()
    expect(lastCodeFor(other)).toMatch(/^\d{6}$/)
    // The account's own number needs no password.
    await expect(send({ user, phone, action: 'verification' })).resolves.toBeUndefined()
  })

  it('an account without a number gets codes only to verify a number it is adding, with its password', async () => {
    const user = await makeUser(null)
    const phone = newPhone()
    await expect(send({ user, phone, action: 'bank_update' })).rejects.toMatchObject(PHONE_MISMATCH)
    await expect(send({ user, phone, action: 'verification' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      fieldErrors: { current_password: 'Current password is required' },
    })
    await expect(send({ user, phone, action: 'verification', currentPassword: 'Strong@123' })).resolves.toBeUndefined()
  })

  it('a failed SMS withdraws the code and throws OtpNotSentError (not a refusal: the site answers 502)', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    setSmsAdapterForTests({
      name: 'down',
      send: async () => {
        throw new Error('gateway down')
      },
    })
    try {
      const error = await send({ user, phone, action: 'password_change' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(OtpNotSentError)
      expect(error).toMatchObject({ message: 'Failed to send OTP' })
    } finally {
      recordSms()
    }
    const { totalDocs } = await payload.find({ collection: 'otp-codes', overrideAccess: true, where: { phone: { equals: phone } } })
    expect(totalDocs).toBe(0)
  })
})
