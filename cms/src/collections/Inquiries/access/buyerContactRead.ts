import type { FieldAccess, PayloadRequest } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import { relationId } from '../../../domain/relations'

type InquiryParties = { user: number | undefined; agent: number | undefined; accepted: boolean; owner: number | undefined }

/** The enquiry's sender, agent and acceptance, and its listing's owner: from the document when it has them, else read once per request. */
async function partiesOf(req: PayloadRequest, doc: Record<string, unknown>): Promise<InquiryParties | null> {
  const id = relationId(doc.id)
  if (!id) return null
  const cache = ((req.context.inquiryParties as Map<number, Promise<InquiryParties | null>> | undefined) ??= new Map())
  req.context.inquiryParties = cache
  let found = cache.get(id)
  if (!found) {
    found = (async () => {
      const stored = await req.payload.findByID({
        collection: 'inquiries',
        id,
        depth: 0,
        select: { user: true, assigned_agent: true, assignment_status: true, property: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      if (!stored) return null
      const property = relationId(stored.property)
      const listing = property
        ? await req.payload.findByID({
            collection: 'properties',
            id: property,
            depth: 0,
            select: { owner: true },
            overrideAccess: true,
            disableErrors: true,
            req,
          })
        : null
      return {
        user: relationId(stored.user),
        agent: relationId(stored.assigned_agent),
        accepted: stored.assignment_status === 'accepted',
        owner: relationId(listing?.owner),
      }
    })()
    cache.set(id, found)
  }
  return found
}

/**
 * The buyer's e-mail and phone on an enquiry (issue 23): the sender, the listing's owner and admins
 * read them; the agent it is assigned to only once they have accepted the assignment. Whoever else
 * can read the enquiry at all is decided by the collection's read access.
 */
export const buyerContactRead: FieldAccess = async ({ req, doc }) => {
  const { user } = req
  if (!user) return false
  if (userIsAdmin(user)) return true
  // Without a document Payload asks whether the field may be queried at all; each read decides per document.
  if (!doc) return true
  const parties = await partiesOf(req, doc as Record<string, unknown>)
  if (!parties) return false
  const me = Number(user.id)
  if (parties.user === me || parties.owner === me) return true
  return parties.agent === me && parties.accepted
}
