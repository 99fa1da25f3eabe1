import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { relationId } from '../../../domain/relations'

/**
 * One application under review per applicant (issue 10, defect 9): a member's new application is
 * refused with 409 while they have a pending one, on every path (site, Local API, /cms/api). Runs
 * after `stampUser`, so `data.user` is the applicant. Looks inside the request's transaction.
 * Admins (filing for someone) and system code (seed, no user) are not held to it.
 */
export const onePendingApplication: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
  const applicant = relationId(data.user)
  if (applicant === undefined) return data
  // Counted as the system: the rule must see every pending application of the applicant, whoever files.
  const { totalDocs } = await req.payload.count({
    collection: 'seller-applications',
    overrideAccess: true,
    req,
    where: { and: [{ user: { equals: applicant } }, { status: { equals: 'pending' } }] },
  })
  if (totalDocs > 0) throw new APIError(MESSAGES.seller.alreadyPending, 409, undefined, true)
  return data
}
