import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { enquirerOf, type SpamInput } from './enquirer-of'

/** Undo "Mark as spam": the enquiry's sender may contact the caller again. */
export async function unmarkSpam({ payload, user, input }: { payload: Payload; user: SessionUser; input: SpamInput }): Promise<void> {
  const blocked = await enquirerOf(payload, user, input.inquiryId)
  await payload.delete({
    collection: 'contact-blocks',
    where: { and: [{ blocker: { equals: user.id } }, { blocked: { equals: blocked } }] },
    depth: 0,
    overrideAccess: false,
    user,
  })
}
