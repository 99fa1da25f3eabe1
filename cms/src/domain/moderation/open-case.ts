import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { ModerationFlag, PropertyRecordStatus, ReportTargetType } from '@gruha/shared'
import { requestDrizzle } from '../../db/sql'
import type { ModerationCase } from '../../payload-types'

export type CaseMatch = { property: number; flag: ModerationFlag; score: number; detail?: string }

export type CaseFindings = {
  targetType: ReportTargetType
  targetId: number
  flags: ModerationFlag[]
  matches?: CaseMatch[]
  phrases?: string[]
  /** The status the listing had (or would have had) when this hold took it off the site. */
  heldFrom?: PropertyRecordStatus
}

/** Still waiting on an admin: open, or the owner asked to fix it. */
export const UNDECIDED_CASE_STATUSES = ['open', 'fix_requested'] as const

/**
 * Adds findings to the target's undecided moderation case, or opens one, inside the caller's
 * transaction. Cases are admin-only to create, so this is a system write; a per-target advisory
 * lock makes parallel reports share one case.
 */
export async function openCase(req: PayloadRequest, findings: CaseFindings): Promise<ModerationCase> {
  const { payload } = req
  const db = await requestDrizzle(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gruha:moderation:${findings.targetType}`}), ${findings.targetId})`)
  const field = findings.targetType === 'property' ? 'property' : 'agent'
  const system = { overrideAccess: true, req, depth: 0 } as const
  const existing = await payload.find({
    collection: 'moderation-cases',
    where: { and: [{ [field]: { equals: findings.targetId } }, { status: { in: [...UNDECIDED_CASE_STATUSES] } }] },
    sort: '-createdAt',
    limit: 1,
    ...system,
  })
  const current = existing.docs[0]
  const matches = (findings.matches ?? []).map((m) => ({ property: m.property, flag: m.flag, score: m.score, detail: m.detail }))
  if (!current) {
    return payload.create({
      collection: 'moderation-cases',
      data: {
        target_type: findings.targetType,
        [field]: findings.targetId,
        status: 'open',
        flags: findings.flags,
        matches,
        phrases: findings.phrases ?? [],
        held_from: findings.heldFrom,
      },
      ...system,
    })
  }
  const keep = (current.matches ?? []).map((m) => ({
    property: typeof m.property === 'number' ? m.property : m.property.id,
    flag: m.flag,
    score: m.score,
    detail: m.detail,
  }))
  const seen = new Set(keep.map((m) => `${m.flag}:${m.property}`))
  return payload.update({
    collection: 'moderation-cases',
    id: current.id,
    data: {
      status: 'open',
      flags: [...new Set([...(current.flags ?? []), ...findings.flags])],
      matches: [...keep, ...matches.filter((m) => !seen.has(`${m.flag}:${m.property}`))],
      phrases: [...new Set([...(current.phrases ?? []), ...(findings.phrases ?? [])])],
      held_from: current.held_from ?? findings.heldFrom,
    },
    ...system,
  })
}
