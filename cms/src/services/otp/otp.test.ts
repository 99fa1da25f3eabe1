import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { setSmsAdapterForTests } from '../sms'
import { generateOtp, hashOtp, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, sendOtp, verifyOtp } from './index'

const sent: { to: string; text: string }[] = []
beforeAll(() => setSmsAdapterForTests({ name: 'test', send: async (m) => void sent.push(m) }))
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
    expect(await sendOtp(payload, { user, phone, action: 'password_change' })).toEqual({ ok: true })
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
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await sendOtp(payload, { user, phone, action: 'password_change' })
    const code = lastCodeFor(phone)
    const base = { user, phone, action: 'password_change', code } as const
    expect(await verifyOtp(payload, { ...base, consume: false })).toEqual({ ok: true })
    expect(await verifyOtp(payload, { ...base, consume: true })).toEqual({ ok: true })
    expect(await verifyOtp(payload, { ...base, consume: true })).toMatchObject({ ok: false, message: 'Invalid OTP' })
  })

  it('let only one of two racing requests use a code', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await sendOtp(payload, { user, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyOtp(payload, { user, phone, action: 'bank_update', code, consume: true })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  it('expire after 10 minutes', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    const sentAt = new Date()
    await sendOtp(payload, { user, phone, action: 'password_change', now: sentAt })
    const code = lastCodeFor(phone)
    const at = (ms: number) => new Date(sentAt.getTime() + ms)
    const base = { user, phone, action: 'password_change', code, consume: false } as const
    expect(await verifyOtp(payload, { ...base, now: at(OTP_TTL_MS - 1000) })).toEqual({ ok: true })
    expect(await verifyOtp(payload, { ...base, now: at(OTP_TTL_MS + 1000) })).toMatchObject({ ok: false })
  })

  it('are bound to their action: a bank code fails for a password change', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await sendOtp(payload, { user, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    expect(await verifyOtp(payload, { user, phone, action: 'password_change', code, consume: true })).toMatchObject({ ok: false })
    expect(await verifyOtp(payload, { user, phone, action: 'bank_update', code, consume: true })).toEqual({ ok: true })
  })

  it('are bound to their user and phone', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const owner = await makeUser(phone)
    const other = await makeUser(phone)
    await sendOtp(payload, { user: owner, phone, action: 'bank_update' })
    const code = lastCodeFor(phone)
    expect(await verifyOtp(payload, { user: other, phone, action: 'bank_update', code, consume: true })).toMatchObject({ ok: false })
    // A phone other than the account's is refused outright.
    expect(await sendOtp(payload, { user: owner, phone: newPhone(), action: 'bank_update' })).toMatchObject({
      ok: false,
      reason: 'phone_mismatch',
    })
  })

  it('burn after 5 wrong tries, even for the right code afterwards', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    await sendOtp(payload, { user, phone, action: 'password_change' })
    const code = lastCodeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(await verifyOtp(payload, { user, phone, action: 'password_change', code: wrong, consume: false })).toMatchObject({ ok: false })
    }
    expect(await verifyOtp(payload, { user, phone, action: 'password_change', code, consume: true })).toMatchObject({
      ok: false,
      message: 'Invalid OTP',
    })
  })

  it('throttle resends per phone and action, and a new code replaces the old one', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    const t0 = new Date()
    expect(await sendOtp(payload, { user, phone, action: 'password_change', now: t0 })).toEqual({ ok: true })
    const first = lastCodeFor(phone)
    const again = await sendOtp(payload, { user, phone, action: 'password_change', now: new Date(t0.getTime() + 5000) })
    expect(again).toMatchObject({ ok: false, reason: 'throttled', retryAfterSeconds: 55 })
    // Another action is throttled separately.
    expect(await sendOtp(payload, { user, phone, action: 'bank_update', now: t0 })).toEqual({ ok: true })

    const later = new Date(t0.getTime() + OTP_RESEND_INTERVAL_MS + 1000)
    expect(await sendOtp(payload, { user, phone, action: 'password_change', now: later })).toEqual({ ok: true })
    const second = [...sent].reverse().find((m) => m.to === phone && /password/.test(m.text))!
    const secondCode = /\b(\d{6})\b/.exec(second.text)![1]
    if (secondCode !== first) {
      expect(await verifyOtp(payload, { user, phone, action: 'password_change', code: first, consume: false, now: later })).toMatchObject({
        ok: false,
      })
    }
    expect(await verifyOtp(payload, { user, phone, action: 'password_change', code: secondCode, consume: true, now: later })).toEqual({
      ok: true,
    })
  })

  it('a send refused for the 60-second gap does not use one of the 3 sends per 15 minutes', async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    const limit = { ip: `otp-${crypto.randomBytes(6).toString('hex')}`, account: `user:${user.id}` }
    const t0 = new Date()
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    expect(await sendOtp(payload, { user, phone, action: 'password_change', limit, now: t0 })).toEqual({ ok: true })
    // A second tap within 60 s is refused, twice over, without sending anything.
    const before = sent.length
    for (const seconds of [5, 10]) {
      expect(await sendOtp(payload, { user, phone, action: 'password_change', limit, now: at(seconds) })).toMatchObject({
        ok: false,
        reason: 'throttled',
      })
    }
    expect(sent.length).toBe(before)
    // So the account still has its second and third sends (other actions are not throttled by the first).
    expect(await sendOtp(payload, { user, phone, action: 'bank_update', limit, now: at(20) })).toEqual({ ok: true })
    expect(await sendOtp(payload, { user, phone, action: 'password_change', limit, now: at(61) })).toEqual({ ok: true })
    // The fourth real send within 15 minutes is refused by the limit, with a wait, and sends nothing.
    const fourth = await sendOtp(payload, { user, phone, action: 'bank_update', limit, now: at(125) })
    expect(fourth).toMatchObject({ ok: false, reason: 'limited', message: expect.stringMatching(/^Too many attempts\./) })
    expect(fourth.ok === false && fourth.reason === 'limited' && fourth.retryAfterSeconds).toBeGreaterThan(0)
    expect(sent.length).toBe(before + 2)
  })

  it("go only to the account's own number; a new number needs the password re-entered, and only to verify it", async () => {
    const payload = await getTestPayload()
    const phone = newPhone()
    const user = await makeUser(phone)
    const other = newPhone()
    // The caller cannot vouch for a number: the one on record decides.
    const claimed = { ...user, phone_number: other }
    expect(await sendOtp(payload, { user: claimed, phone: other, action: 'password_change' })).toMatchObject({ reason: 'phone_mismatch' })
    expect(await sendOtp(payload, { user: claimed, phone: other, action: 'verification' })).toMatchObject({
      ok: false,
      reason: 'password',
      message: 'Current password is required',
    })
    expect(await sendOtp(payload, { user, phone: other, action: 'verification', currentPassword: 'Wrong@123' })).toMatchObject({
      ok: false,
      reason: 'password',
      message: 'Current password is incorrect',
    })
    expect(sent.some((m) => m.to === other)).toBe(false)
    expect(await sendOtp(payload, { user, phone: other, action: 'verification', currentPassword: 'Strong@123' })).toEqual({ ok: true })
    expect(lastCodeFor(other)).toMatch(/^\d{6}$/)
    // The account's own number needs no password.
    expect(await sendOtp(payload, { user, phone, action: 'verification' })).toEqual({ ok: true })
  })

  it('an account without a number gets codes only to verify a number it is adding, with its password', async () => {
    const payload = await getTestPayload()
    const user = await makeUser(null)
    const phone = newPhone()
    expect(await sendOtp(payload, { user, phone, action: 'bank_update' })).toMatchObject({ reason: 'phone_mismatch' })
    expect(await sendOtp(payload, { user, phone, action: 'verification' })).toMatchObject({ reason: 'password' })
    expect(await sendOtp(payload, { user, phone, action: 'verification', currentPassword: 'Strong@123' })).toEqual({ ok: true })
  })
})
