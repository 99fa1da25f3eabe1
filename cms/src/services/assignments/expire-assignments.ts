import type { Payload, Where } from 'payload'
import { fullName } from '@gruha/shared'
import type { InquiryAssignment, PropertyAssignment, User } from '../../payload-types'

export type ExpireAssignmentsResult = { inquiryAssignments: number[]; propertyAssignments: number[] }

const BATCH = 100
const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null

/** Who hears about an expired offer: the admin who made it, else every active admin. */
async function adminsToNotify(payload: Payload, assignedBy: unknown): Promise<number[]> {
  const id = idOf(assignedBy)
  if (id) return [id]
  const admins = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { status: { equals: 'active' } }] },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return admins.docs.map((a) => a.id)
}

/** Tells the admin(s) that `what` is unassigned again. */
async function notify(payload: Payload, doc: { agent: unknown; assigned_by?: unknown }, title: string, what: string) {
  const message = `${agentName(doc.agent)} did not answer in time for ${what}. It is unassigned again: assign another agent.`
  for (const user of await adminsToNotify(payload, doc.assigned_by)) {
    await payload.create({
      collection: 'notifications',
      data: { user, title, message, link: '/admin/agent-assignments' },
      overrideAccess: true,
      depth: 0,
    })
  }
}

function logErrors(payload: Payload, errors: { id: number | string; message: string }[]) {
  for (const error of errors) payload.logger.error(`Could not expire assignment ${error.id}: ${error.message}`)
}

const agentName = (agent: unknown) => (agent && typeof agent === 'object' ? fullName(agent as User) : 'The agent')

/**
 * The scheduled side of spec 002 §4 "Inquiry assignment": a pending offer whose `expires_at` has
 * passed turns `expired`; the assignment hooks hand the enquiry (or property) back to unassigned;
 * the admin who made the offer is notified so they can assign another agent.
 *
 * System work (no user may expire someone else's offer), so it bypasses access. An agent can no
 * longer answer once `expires_at` has passed (guardAgentResponse), so only unanswered offers are
 * picked. `now` is injectable so tests control the clock.
 */
export async function expireAssignments(payload: Payload, options: { now?: Date } = {}): Promise<ExpireAssignmentsResult> {
  const now = (options.now ?? new Date()).toISOString()
  const due: Where = { and: [{ status: { equals: 'pending' } }, { expires_at: { less_than_equal: now } }] }
  const result: ExpireAssignmentsResult = { inquiryAssignments: [], propertyAssignments: [] }

  const expireDue = async (collection: 'inquiry-assignments' | 'property-assignments') => {
    const { docs, errors } = await payload.update({
      collection,
      where: due,
      data: { status: 'expired' },
      limit: BATCH,
      depth: 1,
      overrideAccess: true,
    })
    logErrors(payload, errors)
    return docs
  }

  for (let docs = await expireDue('inquiry-assignments'); ; docs = await expireDue('inquiry-assignments')) {
    for (const doc of docs as InquiryAssignment[]) {
      result.inquiryAssignments.push(doc.id)
      const inquiry = typeof doc.inquiry === 'object' ? doc.inquiry : null
      await notify(payload, doc, 'Inquiry assignment expired', `the enquiry from ${inquiry?.name ?? `#${idOf(doc.inquiry)}`}`)
    }
    if (docs.length < BATCH) break
  }
  for (let docs = await expireDue('property-assignments'); ; docs = await expireDue('property-assignments')) {
    for (const doc of docs as PropertyAssignment[]) {
      result.propertyAssignments.push(doc.id)
      const property = typeof doc.property === 'object' ? doc.property : null
      await notify(payload, doc, 'Property assignment expired', property?.title ?? `property #${idOf(doc.property)}`)
    }
    if (docs.length < BATCH) break
  }
  return result
}
