/**
 * Account rules that live in the users collection (issue 7, findings 1, 2, 3 and 13), checked
 * through the Local API exactly as Payload's REST and GraphQL handlers call it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { APIError, ValidationError, type Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import { issueOtp } from '../../../test/otp'
import { authenticate } from '../../services/auth'
import { reviewUser } from '../../services/agent-verification/review-user'
import type { SessionUser } from '../../domain/auth/session-user'
import { AccountBlockedError } from '../../domain/auth/account-block'
import { PHONE_VERIFICATION_OTP } from '../../domain/write-proofs'

const password = 'Strong@123'
let payload: Payload
let admin: SessionUser

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
})

async function login(email: string) {
  return payload.login({ collection: 'users', data: { email, password } })
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  return null
}

const sessionsOf = async (id: number) =>
  ((await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { sessions?: unknown[] } | null)?.sessions ?? []

describe('beforeLogin: Payload login refuses blocked accounts on every path', () => {
  it('refuses inactive and suspended accounts, pending and rejected agents, with the spec messages and no session', async () => {
    const cases = [
      { role: 'seller', extra: { status: 'inactive' }, message: 'Your account is not active. Please contact support for assistance.' },
      { role: 'buyer', extra: { status: 'suspended' }, message: 'Your account is not active. Please contact support for assistance.' },
      {
        role: 'agent',
        extra: { verification_status: 'pending' },
        message: 'Your account is pending verification. Please wait for admin approval or contact support.',
      },
      {
        role: 'agent',
        extra: { verification_status: 'rejected' },
        message: 'Your account is not active. Please contact support for assistance.',
      },
    ] as const
    for (const { role, extra, message } of cases) {
      const user = await makeUser(payload, role, extra)
      const error = await refusal(login(user.email))
      expect(error, `${role} ${JSON.stringify(extra)}`).toBeInstanceOf(AccountBlockedError)
      expect((error as APIError).message).toBe(message)
      expect((error as APIError).status).toBe(403)
      expect(await sessionsOf(user.id)).toHaveLength(0)
    }
    const active = await makeUser(payload, 'seller')
    expect((await login(active.email)).token).toBeTruthy()
  })
})

describe('afterChange: blocking an account ends all its sessions at once', () => {
  it('an admin setting a seller inactive kills every token the seller holds', async () => {
    const seller = await makeUser(payload, 'seller')
    const first = await login(seller.email)
    const second = await login(seller.email)
    expect(await authenticate(payload, first.token)).not.toBeNull()
    await payload.update({ collection: 'users', id: seller.id, data: { status: 'inactive' }, overrideAccess: false, user: admin })
    expect(await authenticate(payload, first.token)).toBeNull()
    expect(await authenticate(payload, second.token)).toBeNull()
    expect(await sessionsOf(seller.id)).toHaveLength(0)
  })

  it('revoking an agent verification signs the agent out; other edits keep the session', async () => {
    const agent = await makeUser(payload, 'agent')
    const { token } = await login(agent.email)
    await payload.update({ collection: 'users', id: agent.id, data: { bio: 'Edited' }, overrideAccess: false, user: admin })
    expect(await authenticate(payload, token)).not.toBeNull()
    await payload.update({
      collection: 'users',
      id: agent.id,
      data: { verification_status: 'pending' },
      overrideAccess: false,
      user: admin,
    })
    expect(await authenticate(payload, token)).toBeNull()
  })
})

describe('sign-up needs the terms on every path', () => {
  const signup = (extra: Record<string, unknown>) => ({
    email: `terms-${uniq()}@example.test`,
    password,
    first_name: 'T',
    last_name: 'C',
    role: 'agent' as const,
    // Admin-only fields: dropped on sign-up, so the defaults (active, pending) apply.
    status: 'active' as const,
    verification_status: 'pending' as const,
    ...extra,
  })

  it('refuses a sign-up without terms_accepted, and stamps the time itself', async () => {
    const error = await refusal(payload.create({ collection: 'users', data: signup({}), overrideAccess: false }))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]).toMatchObject({
      path: 'terms_accepted',
      message: 'Please accept the terms and conditions',
    })

    const before = Date.now()
    const created = await payload.create({
      collection: 'users',
      data: signup({ terms_accepted: true, terms_accepted_at: '2001-01-01T00:00:00.000Z' }),
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(new Date(stored.terms_accepted_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // The new agent waits for approval.
    expect(stored.verification_status).toBe('pending')
  })

  it('lets an admin create accounts without it', async () => {
    const created = await payload.create({ collection: 'users', data: signup({ role: 'buyer' }), overrideAccess: false, user: admin })
    expect(created.id).toBeGreaterThan(0)
  })
})

describe('a new phone number needs an OTP sent to it', () => {
  it('refuses an unverified change, a wrong code and removal; stores it with the right code', async () => {
    const buyer = await makeUser(payload, 'buyer', { phone_number: '9000000001' })
    const change = (phone_number: string | null, context: Record<string, unknown> = {}) =>
      payload.update({ collection: 'users', id: buyer.id, data: { phone_number }, overrideAccess: false, user: buyer, context })
    const stored = async () => (await payload.findByID({ collection: 'users', id: buyer.id, overrideAccess: true })).phone_number

    const bare = await refusal(change('9000000002'))
    expect((bare as ValidationError).data.errors[0]).toEqual({ path: 'otp', message: 'Please enter the OTP' })
    // A code for the old number, or for another action, does not verify the new one.
    const forOld = await issueOtp(payload, { userId: buyer.id, phone: '9000000001', action: 'verification' })
    const wrong = await refusal(change('9000000002', { [PHONE_VERIFICATION_OTP]: forOld }))
    expect((wrong as ValidationError).data.errors[0]).toEqual({ path: 'otp', message: 'Invalid OTP' })
    const removed = await refusal(change(null))
    expect((removed as ValidationError).data.errors[0]).toEqual({ path: 'phone_number', message: 'Please enter your phone number' })
    expect(await stored()).toBe('9000000001')

    const code = await issueOtp(payload, { userId: buyer.id, phone: '9000000002', action: 'verification' })
    await change('+91 90000 00002', { [PHONE_VERIFICATION_OTP]: code })
    expect(await stored()).toBe('+91 90000 00002')
    // The same number in another format is no change; the code is used up.
    await change('9000000002')
    expect(await refusal(change('9000000003', { [PHONE_VERIFICATION_OTP]: code }))).toBeInstanceOf(ValidationError)
  })

  it('lets an admin set a number directly', async () => {
    const buyer = await makeUser(payload, 'buyer', { phone_number: '9000000011' })
    await payload.update({ collection: 'users', id: buyer.id, data: { phone_number: '9000000012' }, overrideAccess: false, user: admin })
    expect((await payload.findByID({ collection: 'users', id: buyer.id, overrideAccess: true })).phone_number).toBe('9000000012')
  })
})

describe('deleting users', () => {
  it('an admin cannot delete their own account', async () => {
    const error = await refusal(payload.delete({ collection: 'users', id: admin.id, overrideAccess: false, user: admin }))
    expect(error).toBeInstanceOf(APIError)
    expect((error as APIError).status).toBe(403)
    expect((error as APIError).message).toBe('You cannot delete your own account.')
    expect(await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })

  it('deletes a user an admin reviewed, keeping the approval as the audit trail', async () => {
    const applicant = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const reviewed = await reviewUser({ payload, user: admin, input: { userId: applicant.id, decision: 'approve' } })
    expect(reviewed.user.verification_status).toBe('verified')
    const approval = await payload.create({
      collection: 'approvals',
      overrideAccess: true,
      data: { approval_type: 'agent_license', user: applicant.id, status: 'approved', reviewed_by: admin.id, origin: 'admin' },
    })
    await payload.create({ collection: 'notifications', overrideAccess: true, data: { user: applicant.id, title: 'Approved' } })
    const buyer = await makeUser(payload, 'buyer')
    await payload.create({
      collection: 'agent-messages',
      overrideAccess: true,
      data: { sender: buyer.id, agent: applicant.id, message: 'Hello', topic: 'contact' },
    })

    await payload.delete({ collection: 'users', id: applicant.id, overrideAccess: false, user: admin })

    expect(await payload.findByID({ collection: 'users', id: applicant.id, overrideAccess: true, disableErrors: true })).toBeNull()
    const kept = await payload.findByID({ collection: 'approvals', id: approval.id, overrideAccess: true, depth: 0 })
    expect(kept.user ?? null).toBeNull()
    expect(kept.reviewed_by).toBe(admin.id)
    expect(kept.admin_notes).toContain(`(${applicant.email}) was deleted on`)
    expect((await payload.count({ collection: 'notifications', where: { user: { equals: applicant.id } } })).totalDocs).toBe(0)
  })
})
