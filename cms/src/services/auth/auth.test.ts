import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { authenticate, signIn, signOut } from './index'
import { signUp } from '../accounts/sign-up'

const password = 'Strong@123'
const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`

async function createUser(data: Record<string, unknown>) {
  const payload = await getTestPayload()
  // Test setup: statuses are admin-only fields, so set them past access control.
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { password, first_name: 'T', last_name: 'U', ...data } as RequiredDataFromCollectionSlug<'users'>,
  })
}

describe('signIn', () => {
  it('signs in an active buyer and the token authenticates', async () => {
    const payload = await getTestPayload()
    const address = email('buyer')
    await createUser({ email: address, role: 'buyer' })
    const result = await signIn(payload, { email: address.toUpperCase(), password })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect((await authenticate(payload, result.token))?.email).toBe(address)
  })

  it('gives the spec message for a wrong password', async () => {
    const payload = await getTestPayload()
    const address = email('wrong')
    await createUser({ email: address, role: 'buyer' })
    expect(await signIn(payload, { email: address, password: 'Nope@1234' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Invalid email or password. Please check your credentials.',
    })
    expect((await signIn(payload, { email: email('nobody'), password })).ok).toBe(false)
  })

  it('locks the account after 5 failed attempts, even for the right password', async () => {
    const payload = await getTestPayload()
    const address = email('locked')
    await createUser({ email: address, role: 'buyer' })
    for (let i = 0; i < 5; i++) await signIn(payload, { email: address, password: 'Nope@1234' })
    const result = await signIn(payload, { email: address, password })
    expect(result).toMatchObject({ ok: false, reason: 'locked' })
  })

  it('refuses inactive accounts and agents awaiting approval, leaving no session', async () => {
    const payload = await getTestPayload()
    const inactive = email('inactive')
    await createUser({ email: inactive, role: 'buyer', status: 'inactive' })
    expect(await signIn(payload, { email: inactive, password })).toMatchObject({
      ok: false,
      message: 'Your account is not active. Please contact support for assistance.',
    })
    const agent = email('agent')
    const created = await createUser({ email: agent, role: 'agent', verification_status: 'pending' })
    expect(await signIn(payload, { email: agent, password })).toMatchObject({
      ok: false,
      message: 'Your account is pending verification. Please wait for admin approval or contact support.',
    })
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true, showHiddenFields: true })
    expect((stored as { sessions?: unknown[] }).sessions ?? []).toHaveLength(0)
  })
})

describe('signOut', () => {
  it('revokes the token on the server', async () => {
    const payload = await getTestPayload()
    const address = email('signout')
    await createUser({ email: address, role: 'seller' })
    const result = await signIn(payload, { email: address, password })
    if (!result.ok) throw new Error(result.message)
    await signOut(payload, result.token)
    expect(await authenticate(payload, result.token)).toBeNull()
  })
})

describe('signUp', () => {
  it('creates a buyer through access control and refuses a duplicate e-mail with the spec messages', async () => {
    const payload = await getTestPayload()
    const address = email('signup')
    const input = {
      email: address,
      password,
      confirmPassword: password,
      first_name: 'Asha',
      last_name: 'V',
      role: 'buyer',
      terms_accepted: true,
    } as const
    const first = await signUp(payload, input)
    expect(first.ok).toBe(true)
    const second = await signUp(payload, input)
    expect(second).toEqual({
      ok: false,
      message: 'An account with this email already exists. Please sign in or use forgot password.',
      fieldErrors: { email: 'Email is already registered. Please sign in or use Forgot Password.' },
    })
  })

  it('cannot make an admin', async () => {
    const payload = await getTestPayload()
    const result = await signUp(payload, {
      email: email('sneaky'),
      password,
      confirmPassword: password,
      first_name: 'A',
      last_name: 'B',
      role: 'admin',
      terms_accepted: true,
    })
    expect(result).toEqual({
      ok: false,
      message: 'You cannot sign up with this role.',
      fieldErrors: { role: 'You cannot sign up with this role.' },
    })
  })
})
