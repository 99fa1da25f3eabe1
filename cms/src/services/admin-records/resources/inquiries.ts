import { inquiryStatusSchema } from '@gruha/shared'
import type { Where } from 'payload'
import type { AdminResource } from './types'
import { personName, pick, relationDoc, relationId } from './records'

const FIELDS = [
  'id',
  'name',
  'email',
  'phone',
  'message',
  'inquiry_type',
  'status',
  'assignment_status',
  'assigned_at',
  'expires_at',
  'responded_at',
  'assignment_notes',
  'createdAt',
  'updatedAt',
]

/**
 * Enquiries for the console: list, view and status change. `assigned` filters unassigned
 * (false) or assigned (true) enquiries in SQL.
 */
export const inquiriesResource: AdminResource = {
  collection: 'inquiries',
  // Name, e-mail, phone, message and the property's title, joined by the trigger of migration console_search_text.
  search: 'search_text',
  filterFields: ['status', 'inquiry_type', 'property', 'user', 'assigned_agent', 'assignment_status', 'follow_up_of'],
  virtualFilters: {
    assigned: (value): Where | null => {
      if (value === true || value === 'true') return { assigned_agent: { exists: true } }
      // Waiting for an agent: a thread's first enquiry only (its follow-ups go to the same agent).
      if (value === false || value === 'false') return { and: [{ assigned_agent: { exists: false } }, { follow_up_of: { exists: false } }] }
      return null
    },
  },
  sortable: ['id', 'name', 'email', 'status', 'inquiry_type', 'createdAt'],
  depth: 1,
  populate: {
    properties: { title: true, custom_id: true, city: true },
    users: { first_name: true, last_name: true, email: true, custom_id: true },
    // A follow-up's thread: only its id is shown.
    inquiries: { status: true },
  },
  updateSchema: inquiryStatusSchema,
  toRecord: (doc) => {
    const property = relationDoc(doc.property)
    const agent = relationDoc(doc.assigned_agent)
    return {
      ...pick(doc, FIELDS),
      property: relationId(doc.property),
      property_title: property?.title ?? null,
      property_custom_id: property?.custom_id ?? null,
      user: relationId(doc.user),
      assigned_agent: relationId(doc.assigned_agent),
      assigned_agent_name: personName(agent),
      // The enquiry this one follows up (the site threads it there); null for a first enquiry.
      follow_up_of: relationId(doc.follow_up_of),
    }
  },
}
