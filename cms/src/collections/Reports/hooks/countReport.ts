import type { CollectionAfterChangeHook } from 'payload'
import { PROPERTY_REVIEW_STATUS, REPORT_HOLD_THRESHOLD_DEFAULT, type PropertyRecordStatus } from '@gruha/shared'
import type { Report } from '../../../payload-types'
import { openCase } from '../../../domain/moderation/open-case'
import { MODERATION_WRITE } from '../../../domain/write-proofs'

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : null

/**
 * A new report joins its target's moderation case, whose count is its distinct reporters (one
 * report each, by the unique index). At the site setting's threshold a live listing is held for
 * review. System writes in the report's own transaction.
 */
export const countReport: CollectionAfterChangeHook<Report> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const isProperty = doc.target_type === 'property'
  const targetId = idOf(isProperty ? doc.property : doc.agent)
  if (!targetId) return doc
  const system = { overrideAccess: true, req, depth: 0 } as const
  const opened = await openCase(req, { targetType: doc.target_type, targetId, flags: ['reported'] })
  await req.payload.update({ collection: 'reports', id: doc.id, data: { case: opened.id }, ...system })
  const reports = await req.payload.count({ collection: 'reports', where: { case: { equals: opened.id } }, ...system })
  const moderationCase = await req.payload.update({
    collection: 'moderation-cases',
    id: opened.id,
    data: { report_count: reports.totalDocs },
    ...system,
  })

  if (!isProperty) return doc
  const settings = await req.payload.findGlobal({ slug: 'site-settings', ...system })
  const threshold = settings.moderation?.report_threshold ?? REPORT_HOLD_THRESHOLD_DEFAULT
  if (reports.totalDocs < threshold) return doc
  const property = await req.payload.findByID({ collection: 'properties', id: targetId, select: { status: true }, ...system })
  if (property.status !== 'active') return doc
  await req.payload.update({
    collection: 'properties',
    id: targetId,
    data: { status: PROPERTY_REVIEW_STATUS },
    ...system,
    context: { [MODERATION_WRITE]: true },
  })
  if (!moderationCase.held_from) {
    await req.payload.update({
      collection: 'moderation-cases',
      id: opened.id,
      data: { held_from: property.status as PropertyRecordStatus },
      ...system,
    })
  }
  return doc
}
