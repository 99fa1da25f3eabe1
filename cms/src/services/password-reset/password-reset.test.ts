import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { authenticate, signIn } from '../auth/index'
import { requestPasswordReset } from './request-password-reset'
import { resetPassword } from '../../domain/password-reset/reset-password'
import { RESET_TOKEN_TTL_MS, hashResetToken } from '../../domain/password-reset/token'

const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`

async function createUser(address: string) {
  const payload = await getTestPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: address,
      password: 'Strong@123',
      first_name: 'Re',
      last_name: 'Set',
      role: 'buyer',
    } as RequiredDataFromCollectionSlug<'users'>,
  })
}

async function requestAndCatch(address: string): Promise<string> {
  const payload = await getTestPayload()
  const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
  await (
    await requestPasswordReset({ payload, user: null, input: { email: address } })
  ).delivery
  await deliverMail(payload, address)
  const message = spy.mock.calls.at(-1)?.[0] as { text: string; to: string }
  spy.mockRestore()
  const token = /reset-password\?token=([\w%-]+)/.exec(message.text)?.[1]
  if (!token) throw new Error('no link in the mail')
  return decodeURIComponent(token)
}

afterEach(() => vi.useRealTimers())

/** An unknown, used or expired link: the spec's one message, on the token (the page shows it as the form's error). */
const BAD_LINK = {
  code: 'INVALID_INPUT',
  status: 400,
  message: 'Missing or invalid reset link. Please request a new reset email.',
  fieldErrors: { token: 'Missing or invalid reset link. Please request a new reset email.' },
}

describe('password reset', () => {
  it('resets with the mailed token, once, and ends every existing session', async () => {
    const payload = await getTestPayload()
    const address = email('reset')
    const user = await createUser(address)
    const before = await signIn({ payload, input: { email: address, password: 'Strong@123' } })

    const token = await requestAndCatch(address)
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(stored?.resetPasswordToken).toBe(hashResetToken(token))
    expect(stored?.resetPasswordToken).not.toBe(token)

    expect(await resetPassword({ payload, input: { token, password: 'Newer@456' } })).toEqual({ email: address })
    expect(await authenticate(payload, before.token)).toBeNull()
    await expect(signIn({ payload, input: { email: address, password: 'Strong@123' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
    expect((await signIn({ payload, input: { email: address, password: 'Newer@456' } })).user.email).toBe(address)

    await expect(resetPassword({ payload, input: { token, password: 'Again@789' } })).rejects.toMatchObject(BAD_LINK)
  })

  it('enforces the password rule and keeps the token usable after a weak password', async () => {
    const payload = await getTestPayload()
    const address = email('weak')
    await createUser(address)
    const token = await requestAndCatch(address)
    await expect(resetPassword({ payload, input: { token, password: 'alllowercase1!' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Password must contain at least one uppercase letter',
      fieldErrors: { password: 'Password must contain at least one uppercase letter' },
    })
    expect(await resetPassword({ payload, input: { token, password: 'Fixed@123' } })).toEqual({ email: address })
  })

  it('refuses an expired or made-up token', async () => {
    const payload = await getTestPayload()
    const address = email('expired')
    await createUser(address)
    const token = await requestAndCatch(address)
    await expect(resetPassword({ payload, input: { token: 'made-up', password: 'Fixed@123' } })).rejects.toMatchObject(BAD_LINK)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + RESET_TOKEN_TTL_MS + 1000)
    await expect(resetPassword({ payload, input: { token, password: 'Fixed@123' } })).rejects.toMatchObject(BAD_LINK)
  })

  it('sends nothing for an unknown address', async () => {
    const payload = await getTestPayload()
    const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const nobody = email('nobody')
    await (
      await requestPasswordReset({ payload, user: null, input: { email: nobody } })
    ).delivery
    expect(await deliverMail(payload, nobody)).toBe(0)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
