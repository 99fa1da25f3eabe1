import { LIMITS, truncate } from '@gruha/shared'
import type { AdminResource } from './types'
import { pick, related, relatedId, userSummary } from './populated'

const assignmentFields = ['id', 'status', 'assigned_at', 'expires_at', 'responded_at', 'notes', 'createdAt'] as const

/** Offers of enquiries to agents, with the enquiry's name, e-mail, message preview and property title. */
export const inquiryAssignmentsResource: AdminResource = {
  collection: 'inquiry-assignments',
  readOnly: true,
  depth: 2,
  search: ['inquiry.name', 'inquiry.email', 'agent.first_name', 'agent.last_name', 'agent.email', 'notes'],
  filterFields: ['status', 'agent', 'inquiry'],
  sortable: ['id', 'status', 'assigned_at', 'expires_at', 'createdAt'],
  toRecord: (doc) => {
    const inquiry = related(doc.inquiry)
    return {
      ...pick(doc, assignmentFields),
      inquiry_id: relatedId(doc.inquiry),
      inquiry_name: inquiry?.name ?? null,
      inquiry_email: inquiry?.email ?? null,
      message_preview: truncate(typeof inquiry?.message === 'string' ? inquiry.message : '', LIMITS.inquiryPreviewChars),
      property_title: related(inquiry?.property)?.title ?? null,
      agent: userSummary(doc.agent),
      agent_id: relatedId(doc.agent),
    }
  },
}

/** Offers of properties to agents, with the property's title, city and state. */
export const propertyAssignmentsResource: AdminResource = {
  collection: 'property-assignments',
  readOnly: true,
  depth: 1,
  search: ['property.title', 'property.city', 'agent.first_name', 'agent.last_name', 'agent.email', 'notes'],
  filterFields: ['status', 'agent', 'property'],
  sortable: ['id', 'status', 'assigned_at', 'expires_at', 'createdAt'],
  toRecord: (doc) => {
    const property = related(doc.property)
    return {
      ...pick(doc, assignmentFields),
      property_id: relatedId(doc.property),
      property_title: property?.title ?? null,
      property_city: property?.city ?? null,
      property_state: property?.state ?? null,
      agent: userSummary(doc.agent),
      agent_id: relatedId(doc.agent),
    }
  },
}

/** Agents who may be offered work (spec 002): active and verified. */
export const assignableAgentsResource: AdminResource = {
  collection: 'users',
  readOnly: true,
  baseWhere: {
    and: [{ role: { equals: 'agent' } }, { status: { equals: 'active' } }, { verification_status: { in: ['verified', 'approved'] } }],
  },
  search: ['first_name', 'last_name', 'email', 'city', 'agent_license_number', 'specialization'],
  filterFields: ['city', 'state', 'specialization'],
  sortable: ['id', 'first_name', 'last_name', 'city', 'createdAt'],
  toRecord: (doc) =>
    pick(doc, [
      'id',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'city',
      'state',
      'agent_license_number',
      'specialization',
      'experience_years',
    ]),
}

/**
 * Open enquiries with no agent (never assigned, or the last offer was declined or expired). Only a
 * thread's first enquiry: its follow-ups go to whoever it is assigned to.
 */
export const unassignedInquiriesResource: AdminResource = {
  collection: 'inquiries',
  readOnly: true,
  depth: 1,
  baseWhere: { and: [{ assigned_agent: { exists: false } }, { follow_up_of: { exists: false } }, { status: { not_equals: 'closed' } }] },
  search: ['name', 'email', 'phone', 'message', 'property.title'],
  filterFields: ['status', 'inquiry_type', 'assignment_status'],
  sortable: ['id', 'name', 'status', 'createdAt'],
  toRecord: (doc) => ({
    ...pick(doc, ['id', 'name', 'email', 'phone', 'inquiry_type', 'status', 'assignment_status', 'createdAt']),
    message_preview: truncate(typeof doc.message === 'string' ? doc.message : '', LIMITS.inquiryPreviewChars),
    property_id: relatedId(doc.property),
    property_title: related(doc.property)?.title ?? null,
  }),
}

/** Live listings with no agent in charge. */
export const unassignedPropertiesResource: AdminResource = {
  collection: 'properties',
  readOnly: true,
  baseWhere: { and: [{ assigned_agent: { exists: false } }, { status: { equals: 'active' } }] },
  search: ['title', 'custom_id', 'city', 'state', 'address'],
  filterFields: ['city', 'state', 'listing_type', 'property_type', 'assignment_status'],
  sortable: ['id', 'title', 'city', 'createdAt'],
  toRecord: (doc) =>
    pick(doc, ['id', 'custom_id', 'title', 'city', 'state', 'listing_type', 'property_type', 'status', 'assignment_status', 'createdAt']),
}
