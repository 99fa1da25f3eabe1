import type { Payload, Where } from 'payload'
import { RERA_RULES_VERSION, reraNumberProblem } from '@gruha/shared'

export type RecheckResult = { checked: number; flagged: number }

const BATCH = 200

/**
 * Re-checks stored RERA numbers after the formats change (RERA_RULES_VERSION, ADR 0011), run by
 * the `recheckRera` job: listings' project numbers and agents' numbers checked under an older
 * version are tested against today's formats; those that fail are flagged (`rera_flagged`, shown
 * in the console) and the rest marked checked. Nothing is deleted: an admin or the owner corrects it.
 */
export async function recheckRera({ payload }: { payload: Payload }): Promise<RecheckResult> {
  const result: RecheckResult = { checked: 0, flagged: 0 }
  const stale: Where = {
    and: [
      { rera_number: { exists: true } },
      { or: [{ rera_checked_version: { exists: false } }, { rera_checked_version: { less_than: RERA_RULES_VERSION } }] },
    ],
  }
  const mark = async (collection: 'properties' | 'users', id: number, problem: string | null) => {
    await payload.update({
      collection,
      id,
      data: { rera_flagged: problem !== null, rera_checked_version: RERA_RULES_VERSION },
      depth: 0,
      overrideAccess: true,
      context: { reraRecheck: true },
    })
    result.checked += 1
    if (problem) result.flagged += 1
  }
  const listings = await payload.find({
    collection: 'properties',
    where: stale,
    select: { rera_number: true, state: true },
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  for (const p of listings.docs) await mark('properties', p.id, p.rera_number ? reraNumberProblem(p.rera_number, p.state, 'project') : null)
  const agents = await payload.find({
    collection: 'users',
    where: stale,
    select: { rera_number: true, rera_state: true },
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  for (const a of agents.docs) await mark('users', a.id, a.rera_number ? reraNumberProblem(a.rera_number, a.rera_state, 'agent') : null)
  return result
}
