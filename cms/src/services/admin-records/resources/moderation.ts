import type { AdminResource } from './types'
import { pick, related, relatedId, userSummary, type Doc } from './populated'

/** A listing as the moderation screens compare it: its facts and its photos' thumbnails. */
function listingSummary(value: unknown) {
  const p = related(value)
  if (!p) return null
  const images = Array.isArray(p.images) ? p.images.map(related).filter((m): m is Doc => m !== null) : []
  const sizes = (m: Doc) => related(m.sizes)
  return {
    ...pick(p, [
      'id',
      'title',
      'custom_id',
      'status',
      'listing_type',
      'price',
      'monthly_rent',
      'area_sqft',
      'address',
      'city',
      'description',
    ]),
    owner_id: relatedId(p.owner),
    photos: images.map((m) => ({ id: m.id, url: (related(sizes(m)?.thumbnail)?.url as string | undefined) ?? m.url ?? null })),
  }
}

const LISTING_POPULATE = {
  properties: {
    title: true,
    custom_id: true,
    status: true,
    listing_type: true,
    price: true,
    monthly_rent: true,
    area_sqft: true,
    address: true,
    city: true,
    description: true,
    owner: true,
    images: true,
  },
  media: { url: true, sizes: true },
  users: { first_name: true, last_name: true, email: true, custom_id: true, role: true, status: true },
} as const

/**
 * The moderation queue (issue 23 §5): open cases first by default; the status tabs filter. A
 * record carries the reported or flagged listing (or agent) and every matched listing, photos
 * included, so the show page can put them side by side.
 */
export const moderationCasesResource: AdminResource = {
  collection: 'moderation-cases',
  readOnly: true,
  depth: 2,
  populate: LISTING_POPULATE,
  search: ['property.title', 'property.custom_id', 'agent.first_name', 'agent.last_name', 'agent.email', 'admin_note'],
  filterFields: ['status', 'target_type', 'property', 'agent'],
  sortable: ['id', 'status', 'target_type', 'report_count', 'createdAt', 'updatedAt', 'decided_at'],
  toRecord: (doc) => ({
    ...pick(doc, [
      'id',
      'target_type',
      'status',
      'flags',
      'phrases',
      'report_count',
      'held_from',
      'admin_note',
      'decided_at',
      'createdAt',
      'updatedAt',
    ]),
    property: listingSummary(doc.property),
    agent: userSummary(doc.agent),
    decided_by: userSummary(doc.decided_by),
    matches: (Array.isArray(doc.matches) ? (doc.matches as Doc[]) : []).map((m) => ({
      flag: m.flag,
      score: m.score ?? null,
      detail: m.detail ?? null,
      property: listingSummary(m.property),
    })),
  }),
}

/** The reports of a case (the show page lists them: `?filter={"case":id}`). */
export const moderationReportsResource: AdminResource = {
  collection: 'reports',
  readOnly: true,
  depth: 1,
  populate: { users: { first_name: true, last_name: true, email: true, custom_id: true, role: true } },
  search: ['note', 'reporter.email', 'reporter.first_name', 'reporter.last_name'],
  filterFields: ['case', 'reason', 'target_type', 'reporter'],
  sortable: ['id', 'reason', 'createdAt'],
  toRecord: (doc) => ({
    ...pick(doc, ['id', 'target_type', 'reason', 'note', 'locale', 'createdAt']),
    case: relatedId(doc.case),
    reporter: userSummary(doc.reporter),
  }),
}
