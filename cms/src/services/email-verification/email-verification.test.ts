import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, codeMatches, generateCode, hashCode } from '../../domain/email-verification/code'
import { sendVerificationCode } from './send-verification-code'
import { verifyEmailCode } from './verify-email-code'

const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`

async function createUser(address: string, data: Record<string, unknown> = {}) {
  const payload = await getTestPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: address,
      password: 'Strong@123',
      first_name: 'Ema',
      last_name: 'Il',
      role: 'buyer',
      ...data,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
}

/** Sends a code and returns it as the mail sink saw it (the only place it ever appears). */
async function sendAndCatch(address: string): Promise<string> {
  const payload = await getTestPayload()
  const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
  await sendVerificationCode({ payload, user: null, input: { email: address } })
  await deliverMail(payload, address)
  const message = spy.mock.calls.at(-1)?.[0] as { text: string; subject: string; to: string }
  spy.mockRestore()
  expect(message.to).toBe(address)
  expect(message.subject).not.toMatch(/\d{6}/)
  const code = /code is (\d{6})/.exec(message.text)?.[1]
  if (!code) throw new Error('no code in the mail')
  return code
}

async function storedCodes(address: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'email-verification-codes',
    where: { email: { equals: address } },
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs
}

async function isVerified(id: number) {
  const payload = await getTestPayload()
  const user = await payload.findByID({ collection: 'users', id, overrideAccess: true })
  return (user as { email_verified?: boolean }).email_verified
}

afterEach(() => vi.useRealTimers())

/** Every refusal (no code, wrong, used, expired, burnt) is the spec's one message: the page shows no reason. */
const REFUSED = { code: 'INVALID_INPUT', status: 400, message: 'Failed to verify email. Please check your OTP and try again.' }

describe('e-mail verification codes', () => {
  it('are 6 digits from the CSPRNG and stored only as a keyed hash bound to the address', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode))
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(190)
    const h = hashCode('a@b.in', '123456')
    expect(h).not.toContain('123456')
    expect(h).toHaveLength(64)
    expect(codeMatches('A@B.in', '123456', h)).toBe(true)
    expect(codeMatches('other@b.in', '123456', h)).toBe(false)
    expect(codeMatches('a@b.in', '123457', h)).toBe(false)
  })

  it('verifies the e-mail with the mailed code, once', async () => {
    const payload = await getTestPayload()
    const address = email('verify')
    const user = await createUser(address)
    const code = await sendAndCatch(address)
    const [stored] = await storedCodes(address)
    expect(stored.code_hash).not.toContain(code)
    expect(new Date(stored.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + CODE_TTL_MS)

    await expect(verifyEmailCode({ payload, input: { email: address.toUpperCase(), code } })).resolves.toBeUndefined()
    expect(await isVerified(user.id as number)).toBe(true)
    // Single use.
    await expect(verifyEmailCode({ payload, input: { email: address, code } })).rejects.toMatchObject(REFUSED)
    // Already verified: no new code is sent.
    const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    await sendVerificationCode({ payload, user: null, input: { email: address } })
    expect(await deliverMail(payload, address)).toBe(0)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('refuses an expired code', async () => {
    const payload = await getTestPayload()
    const address = email('expired')
    const user = await createUser(address)
    const code = await sendAndCatch(address)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000)
    await expect(verifyEmailCode({ payload, input: { email: address, code } })).rejects.toMatchObject(REFUSED)
    vi.useRealTimers()
    expect(await isVerified(user.id as number)).toBe(false)
    // Refused for its age, not counted as a wrong try, and still not used.
    const [stored] = await storedCodes(address)
    expect(stored).toMatchObject({ attempts: 0 })
    expect(stored.consumed_at ?? null).toBeNull()
  })

  it('burns the code after 5 wrong tries, even for the right code afterwards', async () => {
    const payload = await getTestPayload()
    const address = email('burn')
    const user = await createUser(address)
    const code = await sendAndCatch(address)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
      await expect(verifyEmailCode({ payload, input: { email: address, code: wrong } })).rejects.toMatchObject(REFUSED)
      // Every miss is counted, though the refusal is thrown.
      expect((await storedCodes(address))[0]).toMatchObject({ attempts: i })
    }
    await expect(verifyEmailCode({ payload, input: { email: address, code } })).rejects.toMatchObject(REFUSED)
    // Burnt: the right code was refused without counting another try.
    expect((await storedCodes(address))[0]).toMatchObject({ attempts: MAX_CODE_ATTEMPTS })
    expect(await isVerified(user.id as number)).toBe(false)
  })

  it('a resend retires the earlier code', async () => {
    const payload = await getTestPayload()
    const address = email('resend')
    await createUser(address)
    const first = await sendAndCatch(address)
    const second = await sendAndCatch(address)
    expect(await storedCodes(address)).toHaveLength(1)
    if (first !== second) {
      await expect(verifyEmailCode({ payload, input: { email: address, code: first } })).rejects.toMatchObject(REFUSED)
    }
    await expect(verifyEmailCode({ payload, input: { email: address, code: second } })).resolves.toBeUndefined()
  })

  it('sends nothing for an unknown address', async () => {
    const payload = await getTestPayload()
    const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const nobody = email('nobody')
    await sendVerificationCode({ payload, user: null, input: { email: nobody } })
    expect(await deliverMail(payload, nobody)).toBe(0)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
    // And a code typed for it is refused in the same words as a wrong code.
    await expect(verifyEmailCode({ payload, input: { email: nobody, code: '123456' } })).rejects.toMatchObject(REFUSED)
  })
})
