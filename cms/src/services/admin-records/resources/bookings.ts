import { adminBookingCreateSchema, adminBookingUpdateSchema } from '@gruha/shared'
import type { AdminResource } from './types'
import { personName, pick, relationDoc, relationId } from './records'

const FIELDS = ['id', 'name', 'email', 'phone', 'booking_date', 'booking_time', 'status', 'notes', 'agent_notes', 'createdAt', 'updatedAt']

/**
 * Tours (bookings) for the console; the Tours tabs filter on `status`. The property, customer
 * and agent are joined for display. The buyer's /my-bookings and the owner's /property-bookings
 * read the same rows, so a change here shows there at once.
 */
export const bookingsResource: AdminResource = {
  collection: 'bookings',
  // Name, e-mail, phone, the property's title and the customer's name and e-mail, joined by the
  // trigger of migration bookings_search_text.
  search: 'search_text',
  filterFields: ['status', 'property', 'user', 'agent'],
  sortable: ['id', 'booking_date', 'booking_time', 'status', 'createdAt'],
  depth: 1,
  populate: {
    properties: { title: true, custom_id: true, city: true },
    users: { first_name: true, last_name: true, email: true, custom_id: true },
  },
  createSchema: adminBookingCreateSchema,
  updateSchema: adminBookingUpdateSchema,
  toRecord: (doc) => {
    const property = relationDoc(doc.property)
    const user = relationDoc(doc.user)
    const agent = relationDoc(doc.agent)
    return {
      ...pick(doc, FIELDS),
      property: relationId(doc.property),
      property_title: property?.title ?? null,
      property_custom_id: property?.custom_id ?? null,
      property_city: property?.city ?? null,
      user: relationId(doc.user),
      user_name: personName(user),
      user_email: user?.email ?? null,
      agent: relationId(doc.agent),
      agent_name: personName(agent),
    }
  },
}
