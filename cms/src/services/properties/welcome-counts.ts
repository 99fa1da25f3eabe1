import type { Payload, TypedUser, Where } from 'payload'
import type { CollectionSlug } from 'payload'
import { onPropertiesOf } from '../../access/propertiesOf'

export type WelcomeCount = { label: string; value: number }

export type WelcomeCountsOptions = {
  payload: Payload
  user: TypedUser & { id: number; role?: string | null }
}

/**
 * The home page's welcome figures by role, counted through Payload as the user (so an admin's
 * totals and a seller's "on my listings" both follow the access rules):
 * seller: own listings, tours and enquiries on them; buyer: own tours, enquiries and saved
 * listings; agent: enquiry and listing assignments; admin: platform totals.
 */
export async function welcomeCounts({ payload, user }: WelcomeCountsOptions): Promise<WelcomeCount[]> {
  const count = async (collection: CollectionSlug, where?: Where) =>
    (await payload.count({ collection, where, overrideAccess: false, user })).totalDocs
  const me = { equals: user.id }
  switch (user.role) {
    case 'seller': {
      const mine: Where = { or: [{ owner: me }, { added_by: me }] }
      const onMine = await onPropertiesOf(payload, user.id, ['owner', 'added_by'])
      const [properties, tours, enquiries] = await Promise.all([
        count('properties', mine),
        count('bookings', onMine),
        count('inquiries', onMine),
      ])
      return [
        { label: 'My Properties', value: properties },
        { label: 'Tour Requests', value: tours },
        { label: 'Enquiries', value: enquiries },
      ]
    }
    case 'agent': {
      const [enquiries, pending, listings] = await Promise.all([
        count('inquiry-assignments', { agent: me }),
        count('inquiry-assignments', { and: [{ agent: me }, { status: { equals: 'pending' } }] }),
        count('property-assignments', { agent: me }),
      ])
      return [
        { label: 'Enquiry Assignments', value: enquiries },
        { label: 'Awaiting Response', value: pending },
        { label: 'Listing Assignments', value: listings },
      ]
    }
    case 'admin': {
      const [users, properties, bookings, inquiries] = await Promise.all([
        count('users'),
        count('properties'),
        count('bookings'),
        count('inquiries'),
      ])
      return [
        { label: 'Total Users', value: users },
        { label: 'Total Properties', value: properties },
        { label: 'Total Bookings', value: bookings },
        { label: 'Total Inquiries', value: inquiries },
      ]
    }
    default: {
      const [bookings, enquiries, saved] = await Promise.all([
        count('bookings', { user: me }),
        count('inquiries', { user: me }),
        count('saved-properties', { user: me }),
      ])
      return [
        { label: 'My Bookings', value: bookings },
        { label: 'My Inquiries', value: enquiries },
        { label: 'Saved Properties', value: saved },
      ]
    }
  }
}
