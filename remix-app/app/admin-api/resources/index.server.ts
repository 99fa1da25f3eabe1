import type { AdminResource } from './types'
import { bookingsResource } from './bookings.server'
import { inquiriesResource } from './inquiries.server'
import { propertiesResource } from './properties.server'
import { usersResource } from './users.server'
import {
  assignableAgentsResource,
  inquiryAssignmentsResource,
  propertyAssignmentsResource,
  unassignedInquiriesResource,
  unassignedPropertiesResource,
} from './assignments.server'
import { approvalsResource, documentsResource, userApprovalsResource } from './reviews.server'
import { auditLogsResource } from './audit-logs.server'
import { citiesResource, statesResource } from './locations.server'
import { viewingsResource } from './viewings.server'
import { moderationCasesResource, moderationReportsResource } from './moderation.server'

/** Every resource the console may reach. Anything else is a 404. */
export const adminResources: Record<string, AdminResource> = {
  users: usersResource,
  properties: propertiesResource,
  bookings: bookingsResource,
  inquiries: inquiriesResource,
  approvals: approvalsResource,
  'user-approvals': userApprovalsResource,
  documents: documentsResource,
  'inquiry-assignments': inquiryAssignmentsResource,
  'property-assignments': propertyAssignmentsResource,
  'assignable-agents': assignableAgentsResource,
  'unassigned-inquiries': unassignedInquiriesResource,
  'unassigned-properties': unassignedPropertiesResource,
  cities: citiesResource,
  states: statesResource,
  viewings: viewingsResource,
  'audit-logs': auditLogsResource,
  'moderation-cases': moderationCasesResource,
  'moderation-reports': moderationReportsResource,
}
