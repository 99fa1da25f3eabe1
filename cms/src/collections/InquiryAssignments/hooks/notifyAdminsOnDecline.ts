import type { CollectionAfterChangeHook } from 'payload'
import { fullName } from '@gruha/shared'
import type { InquiryAssignment } from '../../../payload-types'
import { adminIds, notifyUser } from '../../../domain/notifications/notify-user'
import { relationId } from '../../../domain/relations'

/** When an agent declines, every admin gets a notification so the enquiry can be offered to someone else. */
export const notifyAdminsOnDecline: CollectionAfterChangeHook<InquiryAssignment> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'declined' || previousDoc?.status === 'declined') return doc
  const agent = await req.payload.findByID({
    collection: 'users',
    id: relationId(doc.agent) ?? 0,
    depth: 0,
    select: { first_name: true, last_name: true, email: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const inquiry = relationId(doc.inquiry)
  const who = fullName(agent) || agent?.email || 'An agent'
  for (const admin of await adminIds(req.payload, req)) {
    await notifyUser(
      req.payload,
      {
        user: admin,
        title: `Assignment declined: enquiry #${inquiry}`,
        message: `${who} declined enquiry #${inquiry}.${doc.notes ? ` Note: ${doc.notes}` : ''} Please assign it to another agent.`,
        link: '/admin',
      },
      req,
    )
  }
  return doc
}
