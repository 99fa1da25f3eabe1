import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { authenticate, signIn, signOut } from './index'
import { ACCOUNT_LOCKED_MESSAGE } from './sign-in'
import { checkPassword } from './check-password'
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
    const result = await signIn({ payload, input: { email: address.toUpperCase(), password } })
    expect(result.user.email).toBe(address)
    expect((await authenticate(payload, result.token))?.email).toBe(address)
  })

  it('gives the spec message for a wrong password, and the very same refusal for an unknown e-mail', async () => {
    const payload = await getTestPayload()
    const address = email('wrong')
    await createUser({ email: address, role: 'buyer' })
    const invalid = {
      name: 'AppError',
      code: 'UNAUTHENTICATED',
      status: 401,
      message: 'Invalid email or password. Please check your credentials.',
      fieldErrors: undefined,
      retryAfterSeconds: undefined,
    }
    await expect(signIn({ payload, input: { email: address, password: 'Nope@1234' } })).rejects.toMatchObject(invalid)
    await expect(signIn({ payload, input: { email: email('nobody'), password } })).rejects.toMatchObject(invalid)
  })

  it('names a blank e-mail or password as a 400 of its own, before Payload (which would throw a 500)', async () => {
    const payload = await getTestPayload()
    await expect(signIn({ payload, input: { email: email('blank'), password: '   ' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Password is required',
      fieldErrors: { password: 'Password is required' },
    })
    await expect(signIn({ payload, input: { email: ' ', password } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      fieldErrors: { email: 'Email is required' },
    })
    const address = email('check')
    await createUser({ email: address, role: 'buyer' })
    expect(await checkPassword({ payload, input: { email: address, password: ' ' } })).toBe(false)
    expect(await checkPassword({ payload, input: { email: address, password } })).toBe(true)
  })

  it('locks the account after 5 failed attempts, even for the right password', async () => {
    const payload = await getTestPayload()
    const address = email('locked')
    await createUser({ email: address, role: 'buyer' })
    for (let i = 0; i < 5; i++) {
      await expect(signIn({ payload, input: { email: address, password: 'Nope@1234' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
    }
    // No Retry-After: the lock is Payload's, not a rate limit's bucket.
    await expect(signIn({ payload, input: { email: address, password } })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      status: 429,
      message: ACCOUNT_LOCKED_MESSAGE,
      retryAfterSeconds: undefined,
    })
  })

  it('refuses inactive accounts and agents awaiting approval, leaving no session', async () => {
    const payload = await getTestPayload()
    const inactive = email('inactive')
    await createUser({ email: inactive, role: 'buyer', status: 'inactive' })
    await expect(signIn({ payload, input: { email: inactive, password } })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
      message: 'Your account is not active. Please contact support for assistance.',
    })
    const agent = email('agent')
    const created = await createUser({ email: agent, role: 'agent', verification_status: 'pending' })
    await expect(signIn({ payload, input: { email: agent, password } })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
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
    const result = await signIn({ payload, input: { email: address, password } })
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
    const first = await signUp({ payload, input })
    expect(first.userId).toEqual(expect.any(Number))
    await expect(signUp({ payload, input })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'An account with this email already exists. Please sign in or use forgot password.',
      fieldErrors: { email: 'Email is already registered. Please sign in or use Forgot Password.' },
    })
  })

  it('cannot make an admin', async () => {
    const payload = await getTestPayload()
    const address = email('sneaky')
    await expect(
      signUp({
        payload,
        input: {
          email: address,
          password,
          confirmPassword: password,
          first_name: 'A',
          last_name: 'B',
          role: 'admin',
          terms_accepted: true,
        },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'You cannot sign up with this role.',
      fieldErrors: { role: 'You cannot sign up with this role.' },
    })
    const { totalDocs } = await payload.find({ collection: 'users', where: { email: { equals: address } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
