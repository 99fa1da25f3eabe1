import type { CollectionAfterChangeHook } from 'payload'
import type { Booking } from '../../../payload-types'
import { conversionCommission } from '../../../domain/agent-earnings/commission'
import { recordEarning } from '../../../domain/agent-earnings/record-earning'
import { relationId } from '../../../domain/relations'

/**
 * An enquiry converts when the person who sent it, after an agent accepted it, actually tours the
 * property: their booking of that property is marked completed. The agent earns ₹500 (spec 001 §9),
 * once per agent, customer and property however many follow-ups were sent.
 */
export const recordConversion: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'completed' || previousDoc?.status === 'completed') return doc
  const customer = relationId(doc.user)
  const property = relationId(doc.property)
  if (!customer || !property) return doc
  const handled = await req.payload.find({
    collection: 'inquiries',
    where: {
      and: [
        { user: { equals: customer } },
        { property: { equals: property } },
        { assignment_status: { equals: 'accepted' } },
        { assigned_agent: { exists: true } },
      ],
    },
    select: { assigned_agent: true },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byAgent = new Map<number, number>()
  for (const inquiry of handled.docs) {
    const agent = relationId(inquiry.assigned_agent)
    if (agent && !byAgent.has(agent)) byAgent.set(agent, inquiry.id)
  }
  for (const [agent, inquiry] of byAgent) {
    await recordEarning(req, {
      agent,
      rule: 'conversion',
      amount: conversionCommission(1),
      inquiry,
      booking: doc.id,
      property,
      source_key: `conversion:agent:${agent}:user:${customer}:property:${property}`,
    })
  }
  return doc
}
