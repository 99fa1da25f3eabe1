import type { CollectionConfig } from 'payload'
import { staffOnlyOverApi } from '../access/staffOnlyOverApi'
import { AgentEarnings } from './AgentEarnings'
import { AgentMessages } from './AgentMessages'
import { AgentReviews } from './AgentReviews'
import { Approvals } from './Approvals'
import { AuditLogs } from './AuditLogs'
import { withAudit } from './AuditLogs/withAudit'
import { withDeleteWatch } from '../domain/delete-watch'
import { BankDetails } from './BankDetails'
import { Bookings } from './Bookings'
import { Cities } from './Cities'
import { ContactBlocks } from './ContactBlocks'
import { Documents } from './Documents'
import { EmailVerificationCodes } from './EmailVerificationCodes'
import { Inquiries } from './Inquiries'
import { ListingFiles } from './ListingFiles'
import { InquiryAssignments } from './InquiryAssignments'
import { MaintenanceRequests } from './MaintenanceRequests'
import { Media } from './Media'
import { ModerationCases } from './ModerationCases'
import { Notifications } from './Notifications'
import { NriRequests } from './NriRequests'
import { OtpCodes } from './OtpCodes'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { PriceChanges } from './PriceChanges'
import { SavedSearches } from './SavedSearches'
import { SavedSearchHits } from './SavedSearchHits'
import { Properties } from './Properties'
import { PropertyAssignments } from './PropertyAssignments'
import { RentListings } from './RentListings'
import { Reports } from './Reports'
import { SavedProperties } from './SavedProperties'
import { SellerApplications } from './SellerApplications'
import { States } from './States'
import { Users } from './Users'
import { Viewings } from './Viewings'

/** What content editors work on in /cms; everything else is hidden from their navigation. */
const editorCollections = new Set(['pages', 'posts', 'media'])

/** Navigation only: who may see what is still decided by each collection's access functions. */
const hideFromEditors = (collection: CollectionConfig): CollectionConfig =>
  editorCollections.has(collection.slug) || collection.admin?.hidden !== undefined
    ? collection
    : { ...collection, admin: { ...collection.admin, hidden: ({ user }) => user?.role !== 'admin' } }

/** Every collection. `users` first: it is the admin auth collection. */
const allCollections: CollectionConfig[] = [
  Users,
  Properties,
  Media,
  ListingFiles,
  Documents,
  Bookings,
  Inquiries,
  InquiryAssignments,
  PropertyAssignments,
  Viewings,
  Approvals,
  SellerApplications,
  Cities,
  States,
  AgentReviews,
  SavedProperties,
  ContactBlocks,
  MaintenanceRequests,
  RentListings,
  NriRequests,
  Notifications,
  BankDetails,
  OtpCodes,
  EmailVerificationCodes,
  Pages,
  Posts,
  AgentMessages,
  AuditLogs,
  AgentEarnings,
  ModerationCases,
  Reports,
  PriceChanges,
  SavedSearches,
  SavedSearchHits,
]

/** /cms/api is for staff: members and visitors write only through the site (docs/decisions/0007-cms-api-staff-only.md). */
const staffOnlyWritesOverApi = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  // After the collection's own checks (so Payload's auth endpoints count against their rate limits first).
  hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), staffOnlyOverApi] },
})

// withAudit: every change made by a signed-in person is audited (AuditLogs), whatever path it takes.
// withDeleteWatch: cached figures and list totals see this process's deletes at once.
export const collections: CollectionConfig[] = allCollections
  .map(withAudit)
  .map(withDeleteWatch)
  .map(hideFromEditors)
  .map(staffOnlyWritesOverApi)
