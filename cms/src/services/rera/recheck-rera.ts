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
  // Listings hold project numbers in their state; agents hold agent numbers with the issuing state.
  const sources = [
    { collection: 'properties', stateField: 'state', kind: 'project' },
    { collection: 'users', stateField: 'rera_state', kind: 'agent' },
  ] as const
  for (const { collection, stateField, kind } of sources) {
    const found = await payload.find({ collection, where: stale, limit: BATCH, depth: 0, overrideAccess: true })
    for (const doc of found.docs as { id: number; rera_number?: string | null; state?: string | null; rera_state?: string | null }[]) {
      await mark(collection, doc.id, doc.rera_number ? reraNumberProblem(doc.rera_number, doc[stateField], kind) : null)
    }
  }
  return result
}
