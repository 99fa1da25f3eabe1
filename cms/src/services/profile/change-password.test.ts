import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { signIn } from '../auth/sign-in'
import { sendOtp } from '../otp'
import { setSmsAdapterForTests } from '../sms'
import { changePassword } from './change-password'

const texts: string[] = []
beforeAll(() => setSmsAdapterForTests({ name: 'test', send: async (m) => void texts.push(m.text) }))
afterAll(() => setSmsAdapterForTests(undefined))

const OLD = 'Strong@123'
const NEW = 'Brand#New99'

async function makeUser(role: string): Promise<SessionUser> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `pw-${crypto.randomBytes(5).toString('hex')}@example.test`,
      password: OLD,
      first_name: 'P',
      last_name: 'W',
      role,
      verification_status: 'verified',
      email_verified: true,
      phone_number: `9${crypto.randomInt(100_000_000, 999_999_999)}`,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
  return { ...doc, collection: 'users' }
}

describe('a bare password update (e.g. PATCH /cms/api/users/:id)', () => {
  for (const role of ['buyer', 'seller', 'agent', 'editor']) {
    it(`is refused to a ${role} changing their own password`, async () => {
      const payload = await getTestPayload()
      const user = await makeUser(role)
      await expect(
        payload.update({ collection: 'users', id: user.id, overrideAccess: false, user, data: { password: NEW } }),
      ).rejects.toThrow(/not allowed/i)
      expect((await signIn({ payload, input: { email: user.email, password: OLD } })).user.id).toBe(user.id)
      // Other profile fields still save.
      await payload.update({ collection: 'users', id: user.id, overrideAccess: false, user, data: { city: 'Guntur' } })
    })
  }

  it('is allowed to an admin', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser('admin')
    const buyer = await makeUser('buyer')
    await payload.update({ collection: 'users', id: buyer.id, overrideAccess: false, user: admin, data: { password: NEW } })
    expect((await signIn({ payload, input: { email: buyer.email, password: NEW } })).user.id).toBe(buyer.id)
  })
})

describe('changePassword', () => {
  it('needs the current password and a password_change OTP, then changes it', async () => {
    const payload = await getTestPayload()
    const user = await makeUser('buyer')
    const phone = String(user.phone_number)
    await sendOtp({ payload, user, input: { phone, action: 'password_change' } })
    const otp = /\b(\d{6})\b/.exec(texts.at(-1)!)![1]
    const input = { phone, otp, current_password: 'Wrong@1234', new_password: NEW, confirm_password: NEW }

    await expect(changePassword({ payload, user, input })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Current password is incorrect',
      fieldErrors: { current_password: 'Current password is incorrect' },
    })
    await expect(
      changePassword({ payload, user, input: { ...input, current_password: OLD, otp: otp === '000000' ? '000001' : '000000' } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid OTP', fieldErrors: { otp: 'Invalid OTP' } })
    await expect(changePassword({ payload, user, input: { ...input, current_password: OLD } })).resolves.toBeUndefined()
    expect((await signIn({ payload, input: { email: user.email, password: NEW } })).user.id).toBe(user.id)
    // The code was used up.
    await expect(
      changePassword({
        payload,
        user,
        input: { ...input, current_password: NEW, new_password: 'Third#Pass1', confirm_password: 'Third#Pass1' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid OTP' })
  })

  it('refuses a bank_update code', async () => {
    const payload = await getTestPayload()
    const user = await makeUser('agent')
    const phone = String(user.phone_number)
    await sendOtp({ payload, user, input: { phone, action: 'bank_update' } })
    const otp = /\b(\d{6})\b/.exec(texts.at(-1)!)![1]
    await expect(
      changePassword({ payload, user, input: { phone, otp, current_password: OLD, new_password: NEW, confirm_password: NEW } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid OTP' })
  })
})
