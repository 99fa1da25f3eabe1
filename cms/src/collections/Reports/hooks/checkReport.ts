import type { CollectionBeforeChangeHook } from 'payload'
import { AGENT_REPORT_REASONS, MODERATION_MESSAGES, isOneOf } from '@gruha/shared'
import { AppError } from '../../../errors/app-error'
import type { Report } from '../../../payload-types'

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : null

/**
 * A new report names one target the reporter may see and does not own, with a reason that fits
 * it, and is the reporter's first for that target (a repeat is a 409 with a clear message; the
 * unique index on reporter + target_key backs this against a race).
 */
export const checkReport: CollectionBeforeChangeHook<Report> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const reporter = idOf(data.reporter)
  const isProperty = data.target_type === 'property'
  const targetId = idOf(isProperty ? data.property : data.agent)
  if (!reporter || !targetId) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.targetNotFound)

  if (isProperty) {
    // Read as the reporter: a listing they cannot see (held, someone's draft) cannot be reported.
    const property = await req.payload
      .findByID({
        collection: 'properties',
        id: targetId,
        depth: 0,
        select: { owner: true },
        overrideAccess: !req.user,
        user: req.user,
        req,
      })
      .catch(() => null)
    if (!property) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.targetNotFound)
    if (idOf(property.owner) === reporter) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.ownTarget)
    data.agent = null
  } else {
    const agent = await req.payload
      .findByID({ collection: 'users', id: targetId, depth: 0, select: { role: true }, overrideAccess: true, req })
      .catch(() => null)
    if (agent?.role !== 'agent') throw new AppError('NOT_FOUND', MODERATION_MESSAGES.targetNotFound)
    if (targetId === reporter) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.ownTarget)
    if (!isOneOf(AGENT_REPORT_REASONS, data.reason))
      throw new AppError('INVALID_INPUT', MODERATION_MESSAGES.reasonRequired, {
        fieldErrors: { reason: MODERATION_MESSAGES.reasonRequired },
      })
    data.property = null
  }

  data.target_key = `${data.target_type}:${targetId}`
  const earlier = await req.payload.count({
    collection: 'reports',
    where: { and: [{ reporter: { equals: reporter } }, { target_key: { equals: data.target_key } }] },
    overrideAccess: true,
    req,
  })
  if (earlier.totalDocs > 0) throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyReported)
  return data
}
