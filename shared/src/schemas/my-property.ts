/**
 * The owner's add / edit property form (spec 001 sections 2 and 5): the admin form's fields
 * (`propertyInputShape`) without the moderation fields, images as uploaded media ids, and custom
 * sections that may embed a PDF uploaded to Gruha. District and mandal are required here.
 */
import { z } from 'zod'
import { MESSAGES, PROPERTY_STATUSES } from '../constants'
import { checkPropertyRules, normalizePropertyInput, propertyInputShape } from './property'
import { requiredText, toRelationId, toStringList } from './fields'

const P = MESSAGES.properties

const mediaIds = z.preprocess(
  (v) => (v === undefined ? [] : toStringList(v).map((s) => toRelationId(s))),
  z.array(z.number().int().positive({ error: P.imageUrlInvalid }), { error: P.imageUrlInvalid }),
)

const sections = z.preprocess(
  (v) => {
    let list: unknown = v
    if (typeof v === 'string') {
      try {
        list = v.trim() ? JSON.parse(v) : []
      } catch {
        return v
      }
    }
    if (list === undefined || list === null) return []
    if (!Array.isArray(list)) return list
    return list
      .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
      .map((s) => ({
        title: typeof s.title === 'string' ? s.title.trim() : '',
        content: typeof s.content === 'string' ? s.content.trim() : '',
        document: toRelationId(s.document) ?? null,
      }))
      .filter((s) => s.title || s.content || s.document)
  },
  z.array(
    z.object({
      title: z.string().min(1, P.sectionTitleRequired),
      content: z.string(),
      document: z.number().int().positive({ error: P.pdfOnly }).nullable(),
    }),
    { error: P.optionInvalid },
  ),
)

const {
  status: _status,
  featured: _featured,
  verified: _verified,
  owner: _owner,
  images: _images,
  sections: _sections,
  ...ownerFields
} = propertyInputShape

export const myPropertyBaseSchema = z.object({
  ...ownerFields,
  district: requiredText(P.districtRequired),
  mandal: requiredText(P.mandalRequired),
  images: mediaIds,
  sections,
})

/** Add / edit property as its owner. Output is normalised like the admin form's. */
export const myPropertySchema = myPropertyBaseSchema
  // Also when other fields fail, so 'Sale price is required' shows together with them (issue 24).
  .superRefine((v, ctx) => checkPropertyRules(v, ctx), { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform(({ images, sections, ...rest }) => {
    const normalized = normalizePropertyInput(rest)
    // A plot has no rooms or amenities; normalisation cleared them, and its amenities stay cleared.
    return { ...normalized, images, sections }
  })

export type MyPropertyInput = z.input<typeof myPropertySchema>
export type MyPropertyData = z.output<typeof myPropertySchema>

/** Manage: the statuses an owner may choose. */
export const myPropertyStatusSchema = z.object({
  status: z.enum(PROPERTY_STATUSES, { error: P.ownerStatusInvalid }),
})
