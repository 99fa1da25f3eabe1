import type { SavedOptions, SaveResult } from './types'

export type UnsavePropertyOptions = SavedOptions & { input: { propertyId: number } }

/** Removes a listing from the member's saved properties; removing one that is not saved is fine. */
export async function unsaveProperty({ payload, user, input }: UnsavePropertyOptions): Promise<SaveResult> {
  await payload.delete({
    collection: 'saved-properties',
    where: { and: [{ user: { equals: user.id } }, { property: { equals: input.propertyId } }] },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { saved: false }
}
