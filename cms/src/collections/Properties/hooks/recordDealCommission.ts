import type { CollectionAfterChangeHook } from 'payload'
import type { Property } from '../../../payload-types'
import { monthKey, rentalCommission, saleCommission } from '../../../domain/agent-earnings/commission'
import { recordEarning } from '../../../domain/agent-earnings/record-earning'
import { relationId } from '../../../domain/relations'

/** An agent has taken the property on (the admin's assignment is active or done), so its deal is theirs. */
const AGENT_HANDLES = new Set(['active', 'completed'])

/**
 * Spec 001 §9: when a property handled by an agent is marked sold, the agent earns 2 % of the
 * sale price; when marked rented, one month's rent. One ledger row per deal and month.
 */
export const recordDealCommission: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status !== 'sold' && doc.status !== 'rented') return doc
  const agent = relationId(doc.assigned_agent)
  if (!agent || !AGENT_HANDLES.has(doc.assignment_status ?? '')) return doc
  const sold = doc.status === 'sold'
  const base = (sold ? doc.price : doc.monthly_rent) ?? 0
  await recordEarning(req, {
    agent,
    rule: sold ? 'sale' : 'rental',
    amount: sold ? saleCommission(base) : rentalCommission(base),
    base_amount: base,
    property: doc.id,
    source_key: `${sold ? 'sale' : 'rental'}:property:${doc.id}:${monthKey()}`,
  })
  return doc
}
