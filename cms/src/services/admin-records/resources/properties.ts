import { ADMIN_PROPERTY_TABS, adminPropertyCreateSchema, adminPropertyUpdateSchema, propertyInputShape } from '@gruha/shared'
import type { AdminResource } from './types'
import { personName, pick, relationDoc, relationId, type Doc } from './records'

const FIELDS = [
  'id',
  'custom_id',
  ...Object.keys(propertyInputShape).filter((f) => f !== 'owner' && f !== 'images'),
  'added_by_role',
  // Verification tiers, freshness and the RERA re-check (issue 23), shown read-only.
  'owner_id_checked_at',
  'ownership_document_checked_at',
  'visited_at',
  'visit_note',
  'last_confirmed_at',
  'expired_at',
  'rera_flagged',
  'createdAt',
  'updatedAt',
]

const image = (v: unknown) => {
  const doc = relationDoc(v)
  if (doc) return { id: doc.id, url: doc.url ?? null, thumbnail: doc.thumbnailURL ?? doc.url ?? null, filename: doc.filename ?? null }
  return { id: v, url: null, thumbnail: null, filename: null }
}

/**
 * Properties for the console. The tabs of spec 002 are filters: `listing_type` (properties-sale)
 * and `category` (apartments, houses, commercial, land). Owner and images are joined.
 */
export const propertiesResource: AdminResource = {
  collection: 'properties',
  // Title, custom id, city, state, joined by the trigger of migration console_search_text.
  search: 'search_text',
  filterFields: ['status', 'listing_type', 'property_type', 'city', 'state', 'featured', 'verified', 'owner'],
  virtualFilters: {
    category: (value) => {
      const tab = ADMIN_PROPERTY_TABS.find((t) => t.key === value)
      return tab ? { property_type: { in: [...tab.types] } } : null
    },
  },
  sortable: ['id', 'custom_id', 'title', 'price', 'monthly_rent', 'city', 'status', 'listing_type', 'property_type', 'createdAt'],
  depth: 1,
  populate: {
    media: { url: true, thumbnailURL: true, filename: true },
    users: { first_name: true, last_name: true, email: true, custom_id: true, role: true },
  },
  createSchema: adminPropertyCreateSchema,
  updateSchema: adminPropertyUpdateSchema,
  toRecord: (doc) => {
    const owner = relationDoc(doc.owner)
    const addedBy = relationDoc(doc.added_by)
    const images = Array.isArray(doc.images) ? doc.images.map(image) : []
    return {
      ...pick(doc, FIELDS),
      owner: relationId(doc.owner),
      owner_name: personName(owner),
      owner_email: owner?.email ?? null,
      added_by: relationId(doc.added_by),
      added_by_name: personName(addedBy),
      images: images.map((i) => i.id),
      image_files: images,
      sections: Array.isArray(doc.sections) ? doc.sections.map((s: Doc) => ({ title: s.title ?? '', content: s.content ?? '' })) : [],
    }
  },
}
