import type { PayloadRequest } from 'payload'
import { monthKey, monthlyBonus, type EarningRule } from './commission'

export type EarningEntry = {
  agent: number
  rule: Exclude<EarningRule, 'bonus'>
  amount: number
  base_amount?: number
  property?: number
  inquiry?: number
  booking?: number
  /** Unique per deal (e.g. `sale:property:12`), so a deal never earns twice. */
  source_key: string
  at?: Date
}

/**
 * Writes one ledger row for a closed deal and refreshes that month's bonus. System work done by
 * collection hooks on behalf of the platform (the agent cannot write their own earnings), hence
 * `overrideAccess`; `req` keeps it in the hook's transaction.
 */
export async function recordEarning(req: PayloadRequest, entry: EarningEntry): Promise<boolean> {
  if (!(entry.amount > 0)) return false
  const { payload } = req
  const existing = await payload.count({
    collection: 'agent-earnings',
    where: { source_key: { equals: entry.source_key } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return false
  const month = monthKey(entry.at)
  await payload.create({
    collection: 'agent-earnings',
    data: {
      agent: entry.agent,
      rule: entry.rule,
      amount: entry.amount,
      base_amount: entry.base_amount,
      month,
      property: entry.property,
      inquiry: entry.inquiry,
      booking: entry.booking,
      source_key: entry.source_key,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await refreshMonthlyBonus(req, entry.agent, month)
  return true
}

/** Recomputes the agent's bonus row for `month` from that month's other earnings. */
export async function refreshMonthlyBonus(req: PayloadRequest, agent: number, month: string): Promise<number> {
  const { payload } = req
  const rows = await payload.find({
    collection: 'agent-earnings',
    where: { and: [{ agent: { equals: agent } }, { month: { equals: month } }] },
    select: { rule: true, amount: true, source_key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const earned = rows.docs.filter((r) => r.rule !== 'bonus').reduce((sum, r) => sum + (r.amount ?? 0), 0)
  const bonus = monthlyBonus(earned)
  const key = `bonus:agent:${agent}:${month}`
  const current = rows.docs.find((r) => r.source_key === key)
  if (current && current.amount !== bonus) {
    await payload.update({
      collection: 'agent-earnings',
      id: current.id,
      data: { amount: bonus, base_amount: earned },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } else if (!current && bonus > 0) {
    await payload.create({
      collection: 'agent-earnings',
      data: { agent, rule: 'bonus', amount: bonus, base_amount: earned, month, source_key: key },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return bonus
}
