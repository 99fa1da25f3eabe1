/**
 * The console's record actions answer a service's AppError (recordAction → payloadErrorResponse) with
 * the status and JSON they answered before the services threw: the real actions, a real session
 * cookie, a real database.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { LICENSE_TAKEN } from '@gruha/cms/services/agent-verification'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty, makeUser } from '../../../cms/test/factories'
import * as assignAgentRoute from '~/routes/api.admin.$resource.$id.assign-agent'
import * as approveApproval from '~/routes/api.admin.approvals.$id.approve'
import * as approveDocument from '~/routes/api.admin.documents.$id.approve'
import * as approveUser from '~/routes/api.admin.users.$id.approve'
import { callRoute, jsonRequest, signedInUser } from '../../test/routes'

let adminCookie = ''
/** The signed-in admin: records the tests need are made as this admin, through the access rules. */
let admin: Awaited<ReturnType<typeof signedInUser>>['user']

const MISSING = 2_000_000_000

/** Status and JSON body of a console action's answer. */
async function post(route: { action: typeof approveUser.action }, path: string, body: unknown, params: Record<string, string>) {
  const res = await callRoute(route.action, jsonRequest('POST', path, body, adminCookie), params)
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  ;({ user: admin, cookie: adminCookie } = await signedInUser('admin'))
})

describe("services' refusals in the console API", () => {
  it('assign-agent: 400 on the agent field for someone who is no assignable agent, 404 for no such enquiry', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const agent = await makeUser(payload, 'agent')
    const property = await makeProperty(payload)
    const inquiry = await payload.create({
      collection: 'inquiries',
      user: admin,
      overrideAccess: false,
      data: { user: buyer.id, property: property.id, name: 'Asha', email: buyer.email, message: 'Hello', status: 'new' },
    })
    const assign = (id: number, agentId: number) =>
      post(assignAgentRoute, `/api/admin/inquiries/${id}/assign-agent`, { agent: agentId }, { resource: 'inquiries', id: String(id) })

    const agentRequired = MESSAGES.admin.assignments.agentRequired
    expect(await assign(inquiry.id, buyer.id)).toEqual({ status: 400, body: { message: agentRequired, errors: { agent: agentRequired } } })
    expect(await assign(MISSING, agent.id)).toEqual({ status: 404, body: { message: 'Not found' } })
  })

  it('users/{id}/approve: 409 on license_number for a number in use, 409 once decided, 400 for a buyer', async () => {
    const payload = await getTestPayload()
    const holder = await makeUser(payload, 'agent', { agent_license_number: `TK${Date.now()}` })
    const applicant = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const approve = (id: number, body: unknown = {}) => post(approveUser, `/api/admin/users/${id}/approve`, body, { id: String(id) })

    expect(await approve(applicant.id, { license_number: holder.agent_license_number })).toEqual({
      status: 409,
      body: { message: LICENSE_TAKEN, errors: { license_number: LICENSE_TAKEN } },
    })
    expect((await approve(applicant.id)).status).toBe(200)
    expect(await approve(applicant.id)).toEqual({ status: 409, body: { message: MESSAGES.admin.userApprovals.alreadyApproved } })
    const buyer = await makeUser(payload, 'buyer')
    expect(await approve(buyer.id)).toEqual({ status: 400, body: { message: 'Only agents and sellers are reviewed' } })
  })

  it('approvals/{id}/approve: reviewUser’s refusal comes through with its field, 404 for no such approval', async () => {
    const payload = await getTestPayload()
    const holder = await makeUser(payload, 'agent', { agent_license_number: `TA${Date.now()}` })
    const applicant = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const approval = await payload.create({
      collection: 'approvals',
      user: admin,
      overrideAccess: false,
      data: { approval_type: 'agent_license', user: applicant.id, status: 'pending', origin: 'user' },
    })
    const approve = (id: number, body: unknown) => post(approveApproval, `/api/admin/approvals/${id}/approve`, body, { id: String(id) })

    expect(await approve(approval.id, { license_number: holder.agent_license_number })).toEqual({
      status: 409,
      body: { message: LICENSE_TAKEN, errors: { license_number: LICENSE_TAKEN } },
    })
    expect(await approve(MISSING, {})).toEqual({ status: 404, body: { message: 'Not found' } })
  })

  it('documents/{id}/approve: 404 for no such document', async () => {
    expect(await post(approveDocument, `/api/admin/documents/${MISSING}/approve`, {}, { id: String(MISSING) })).toEqual({
      status: 404,
      body: { message: 'Not found' },
    })
  })
})
