import { describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { deliverMail } from '../../../test/mail'
import type { SessionUser } from '../../domain/auth/session-user'
import { decideApproval } from './decide-approval'

/**
 * An agent whose open request is of another type than their role's (a seller_verification approval):
 * reviewUser decides the agent, and decideApproval then closes this approval itself.
 */
async function agentWithOtherRequest(payload: Payload) {
  const admin = await makeUser(payload, 'admin')
  const agent = await makeUser(payload, 'agent', { verification_status: 'pending' })
  const approval = await payload.create({
    collection: 'approvals',
    data: { approval_type: 'seller_verification', status: 'pending', user: agent.id, origin: 'admin' },
    overrideAccess: false,
    user: admin,
    depth: 0,
  })
  return { admin, agent, approval }
}

async function stored(payload: Payload, admin: SessionUser, agentId: number) {
  const user = await payload.findByID({ collection: 'users', id: agentId, overrideAccess: false, user: admin, depth: 0 })
  const approvals = await payload.find({
    collection: 'approvals',
    where: { user: { equals: agentId } },
    overrideAccess: false,
    user: admin,
    depth: 0,
    sort: 'id',
  })
  return { user, approvals: approvals.docs }
}

describe('decideApproval', () => {
  it('decides the applicant and closes the approval in one transaction: a failure between them leaves neither', async () => {
    const payload = await getTestPayload()
    const { admin, agent, approval } = await agentWithOtherRequest(payload)
    // The process dies (here: the write fails) after the review, before the approval is closed.
    const update = payload.update.bind(payload)
    const spy = vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (args.collection === 'approvals' && 'id' in args && args.id === approval.id) throw new Error('crashed here')
      return update(args)
    }) as Payload['update'])
    try {
      await expect(decideApproval({ payload, user: admin, input: { approvalId: approval.id, decision: 'approve' } })).rejects.toThrow(
        'crashed here',
      )
    } finally {
      spy.mockRestore()
    }

    // Nothing of the decision was kept: no verified agent with a licence while its approval waits.
    const before = await stored(payload, admin, agent.id)
    expect(before.user).toMatchObject({ verification_status: 'pending', agent_license_number: null })
    expect(before.approvals.map((a) => [a.approval_type, a.status])).toEqual([['seller_verification', 'pending']])
    expect(await deliverMail(payload, agent.email)).toBe(0)

    // So the admin can decide it again, and then every part is there.
    const result = await decideApproval({ payload, user: admin, input: { approvalId: approval.id, decision: 'approve' } })
    expect(result.licenseNumber).toEqual(expect.any(String))
    const after = await stored(payload, admin, agent.id)
    expect(after.user).toMatchObject({ verification_status: 'verified', agent_license_number: result.licenseNumber })
    expect(after.approvals.map((a) => [a.approval_type, a.status, a.license_number])).toEqual([
      ['seller_verification', 'approved', result.licenseNumber],
      ['agent_license', 'approved', result.licenseNumber],
    ])
    expect(await deliverMail(payload, agent.email)).toBe(1)
  })
})
