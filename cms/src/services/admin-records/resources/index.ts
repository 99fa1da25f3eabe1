import type { AdminResource } from './types'
import { bookingsResource } from './bookings'
import { inquiriesResource } from './inquiries'
import { propertiesResource } from './properties'
import { usersResource } from './users'
import {
  assignableAgentsResource,
  inquiryAssignmentsResource,
  propertyAssignmentsResource,
  unassignedInquiriesResource,
  unassignedPropertiesResource,
} from './assignments'
import { approvalsResource, documentsResource, userApprovalsResource } from './reviews'
import { auditLogsResource } from './audit-logs'
import { citiesResource, statesResource } from './locations'
import { viewingsResource } from './viewings'
import { moderationCasesResource, moderationReportsResource } from './moderation'

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
