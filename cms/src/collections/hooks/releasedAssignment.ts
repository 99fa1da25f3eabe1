import type { CollectionSlug, PayloadRequest } from 'payload'

/** Assignment statuses that hand the enquiry or property back to "unassigned". */
export const RELEASED_ASSIGNMENT_STATUSES: readonly string[] = ['declined', 'expired']

export const relationId = (value: unknown): number | undefined =>
  value && typeof value === 'object' ? (value as { id: number }).id : (value as number | undefined)

/**
 * Whether another offer for the same enquiry or property is still open (pending) or taken
 * (accepted/active): a declined or expired older offer must not unassign a newer one.
 */
export async function hasOtherLiveAssignment(
  req: PayloadRequest,
  options: {
    collection: Extract<CollectionSlug, 'inquiry-assignments' | 'property-assignments'>
    field: string
    target: number
    self: number
  },
): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: options.collection,
    where: {
      and: [
        { [options.field]: { equals: options.target } },
        { id: { not_equals: options.self } },
        { status: { in: options.collection === 'inquiry-assignments' ? ['pending', 'accepted'] : ['pending', 'active'] } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
