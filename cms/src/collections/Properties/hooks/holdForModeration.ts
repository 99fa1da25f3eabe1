import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { MODERATION_MESSAGES, PROPERTY_REVIEW_STATUS, type PropertyRecordStatus } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { AppError } from '../../../errors/app-error'
import type { Property } from '../../../payload-types'
import { openCase } from '../../../domain/moderation/open-case'
import { phraseList, screenListing, type ScreenFindings } from '../../../domain/moderation/screen-listing'
import { MODERATION_WRITE } from '../../../domain/write-proofs'

const FINDINGS = 'gruhaListingFindings'

/** The fields the checks read: a change to any of them screens the listing again. */
const SCREENED: (keyof Property)[] = [
  'title',
  'description',
  'sections',
  'address',
  'city',
  'price',
  'monthly_rent',
  'area_sqft',
  'images',
  'listing_type',
  'property_type',
]

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : null

const ids = (images: Property['images'] | undefined) => (images ?? []).map(idOf).filter((id): id is number => id !== null)

/** The pictures an edit adds (all of them on create). */
const newImages = (after: Property['images'] | undefined, before: Property['images'] | undefined) => {
  const had = new Set(ids(before))
  return ids(after).filter((id) => !had.has(id))
}

/** Whether the edit left these fields as they were (sections compared on their text). */
const same = (before: Partial<Property>, after: Partial<Property>, fields: (keyof Property)[]) =>
  fields.every((field) => {
    const text = (v: unknown) =>
      field === 'sections'
        ? JSON.stringify(((v ?? []) as Property['sections'] & object).map((s) => [s.title, s.content]))
        : JSON.stringify(v ?? null)
    return text(before[field]) === text(after[field])
  })

/**
 * Members' new and edited listings are screened for clones (photos, text, same address much
 * cheaper) and discriminatory wording (ADR 12). A finding holds a listing that would go live
 * (`pending_review`) and opens a moderation case after the write. A listing the moderators took
 * down stays down: its owner cannot publish it again. An edit is compared only on what it changes
 * (the rest was screened when written), so editing a price does not re-flag an accepted text.
 */
export const holdForModeration: CollectionBeforeChangeHook<Property> = async ({ data, operation, originalDoc, req, context }) => {
  if (!req.user || userIsAdmin(req.user) || context[MODERATION_WRITE]) return data
  const merged = { ...(originalDoc ?? {}), ...data } as Partial<Property>
  if (operation === 'update' && originalDoc && data.status === 'active' && originalDoc.status !== 'active') {
    await refuseIfTakenDown(req, originalDoc.id)
  }
  if (operation === 'update' && !SCREENED.some((field) => field in data)) return data

  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const findings = await screenListing(
    req,
    {
      id: originalDoc?.id,
      owner: idOf(merged.owner) ?? Number(req.user.id),
      title: merged.title ?? '',
      description: merged.description ?? '',
      sections: (merged.sections ?? []).flatMap((s) => [s.title ?? '', s.content ?? '']),
      address: merged.address ?? '',
      city: merged.city ?? '',
      listing_type: merged.listing_type ?? 'SALE',
      property_type: merged.property_type ?? '',
      price: merged.price ?? null,
      monthly_rent: merged.monthly_rent ?? null,
      area_sqft: merged.area_sqft ?? null,
      images: newImages(merged.images, originalDoc?.images),
      unchanged: originalDoc
        ? {
            text: same(originalDoc, merged, ['title', 'description', 'sections']),
            price: same(originalDoc, merged, ['address', 'city', 'listing_type', 'property_type', 'price', 'monthly_rent', 'area_sqft']),
          }
        : undefined,
    },
    phraseList(settings.moderation?.discriminatory_phrases),
  )
  if (findings.flags.length === 0) return data
  const status = (data.status ?? originalDoc?.status) as PropertyRecordStatus | undefined
  const heldFrom = status === 'active' ? status : undefined
  if (heldFrom) data.status = PROPERTY_REVIEW_STATUS
  req.context[FINDINGS] = { ...findings, heldFrom } satisfies ScreenFindings & { heldFrom?: PropertyRecordStatus }
  return data
}

/** After the write (the new listing has its id): the findings become (or join) the listing's case. */
export const openListingCase: CollectionAfterChangeHook<Property> = async ({ doc, req }) => {
  const findings = req.context[FINDINGS] as (ScreenFindings & { heldFrom?: PropertyRecordStatus }) | undefined
  if (!findings) return doc
  delete req.context[FINDINGS]
  await openCase(req, { targetType: 'property', targetId: doc.id, ...findings })
  return doc
}

async function refuseIfTakenDown(req: PayloadRequest, propertyId: number) {
  const takenDown = await req.payload.count({
    collection: 'moderation-cases',
    where: { and: [{ property: { equals: propertyId } }, { status: { in: ['unpublished', 'suspended'] } }] },
    overrideAccess: true,
    req,
  })
  if (takenDown.totalDocs > 0) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.takenDown)
}
