import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { enquirerOf, type SpamInput } from './enquirer-of'

/**
 * "Mark as spam" from an owner's or agent's enquiries (issue 23): blocks the enquiry's sender from
 * sending the caller further enquiries, tour requests or messages (`refuseBlockedSender`). Marking
 * twice changes nothing.
 */
export async function markAsSpam({ payload, user, input }: { payload: Payload; user: SessionUser; input: SpamInput }): Promise<void> {
  const blocked = await enquirerOf(payload, user, input.inquiryId)
  const existing = await payload.count({
    collection: 'contact-blocks',
    where: { and: [{ blocker: { equals: user.id } }, { blocked: { equals: blocked } }] },
    overrideAccess: false,
    user,
  })
  if (existing.totalDocs > 0) return
  await payload.create({ collection: 'contact-blocks', data: { blocked }, depth: 0, overrideAccess: false, user })
}
