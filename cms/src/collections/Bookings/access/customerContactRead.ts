import type { FieldAccess, PayloadRequest } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import { relationId } from '../../../domain/relations'

/** An agent has taken the listing on (the admin's property assignment is active or done). */
const AGENT_HANDLES = new Set(['active', 'completed'])

type BookingParties = { user: number | undefined; owner: number | undefined; handlingAgent: number | undefined }

async function partiesOf(req: PayloadRequest, id: number): Promise<BookingParties | null> {
  const cache = ((req.context.bookingParties as Map<number, Promise<BookingParties | null>> | undefined) ??= new Map())
  req.context.bookingParties = cache
  let found = cache.get(id)
  if (!found) {
    found = (async () => {
      const stored = await req.payload.findByID({
        collection: 'bookings',
        id,
        depth: 0,
        select: { user: true, property: true },
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
            select: { owner: true, assigned_agent: true, assignment_status: true },
            overrideAccess: true,
            disableErrors: true,
            req,
          })
        : null
      return {
        user: relationId(stored.user),
        owner: relationId(listing?.owner),
        handlingAgent: listing && AGENT_HANDLES.has(listing.assignment_status ?? '') ? relationId(listing.assigned_agent) : undefined,
      }
    })()
    cache.set(id, found)
  }
  return found
}

/**
 * The customer's e-mail and phone on a tour request (issue 23): the customer, the listing's owner
 * and admins read them; an agent only once they have accepted the listing (its assignment is active
 * or done). A booking made before sign-up is the customer's by e-mail, which they typed themselves.
 */
export const customerContactRead: FieldAccess = async ({ req, doc }) => {
  const { user } = req
  if (!user) return false
  if (userIsAdmin(user)) return true
  // Without a document Payload asks whether the field may be queried at all (a customer finds their
  // bookings by e-mail); each read decides per document.
  if (!doc) return true
  const id = relationId((doc as { id?: unknown } | undefined)?.id)
  const parties = id ? await partiesOf(req, id) : null
  if (!parties) return false
  const me = Number(user.id)
  if (parties.user === me || parties.owner === me || parties.handlingAgent === me) return true
  // An unowned booking the caller reads by their verified e-mail is their own request.
  const email = (doc as { email?: unknown }).email
  return (
    parties.user === undefined && typeof email === 'string' && 'email' in user && email.toLowerCase() === String(user.email).toLowerCase()
  )
}
