// Leads: tour bookings, enquiries, agent assignments, viewings and tour slots.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export const DEFAULT_BOOKING_STATUS: BookingStatus = 'pending'

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
}

/** My Bookings filter chips. */
export const BOOKING_FILTERS = ['all', ...BOOKING_STATUSES] as const

export const INQUIRY_STATUSES = ['new', 'responded', 'closed'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const DEFAULT_INQUIRY_STATUS: InquiryStatus = 'new'

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  responded: 'Responded',
  closed: 'Closed',
}

/** My Inquiries filter chips. */
export const INQUIRY_FILTERS = ['all', ...INQUIRY_STATUSES] as const

export const INQUIRY_TYPES = ['general', 'purchase', 'rent', 'other'] as const
export type InquiryType = (typeof INQUIRY_TYPES)[number]
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general'

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General',
  purchase: 'Purchase',
  rent: 'Rent',
  other: 'Other',
}

/** Status of an inquiry assignment (agent must accept before it expires). A missing status counts as pending. */
export const ASSIGNMENT_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number]
export const DEFAULT_ASSIGNMENT_STATUS: AssignmentStatus = 'pending'

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
}

/**
 * Status of a property assignment: pending until the agent answers (active once accepted), then
 * completed; declined by the agent, or expired when the agent did not answer in time.
 */
export const PROPERTY_ASSIGNMENT_STATUSES = ['pending', 'active', 'completed', 'declined', 'expired'] as const
export type PropertyAssignmentStatus = (typeof PROPERTY_ASSIGNMENT_STATUSES)[number]
export const DEFAULT_PROPERTY_ASSIGNMENT_STATUS: PropertyAssignmentStatus = 'pending'

export const VIEWING_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const
export type ViewingStatus = (typeof VIEWING_STATUSES)[number]
export const DEFAULT_VIEWING_STATUS: ViewingStatus = 'scheduled'

export const VIEWING_STATUS_LABELS: Record<ViewingStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
}

/**
 * Expiry choices (hours) of the Assign Agent modal; 24 is the default.
 * Spec 001 also mentions a 1-hour fallback when no expiry is supplied, conflicting with its own
 * help text ("24 hours"); we use 24 hours everywhere.
 */
export const ASSIGNMENT_EXPIRY_HOURS = [4, 8, 12, 24, 48] as const
export type AssignmentExpiryHours = (typeof ASSIGNMENT_EXPIRY_HOURS)[number]
export const DEFAULT_ASSIGNMENT_EXPIRY_HOURS: AssignmentExpiryHours = 24

/** Tour time slots: hourly 09:00 to 17:00 (spec 000). */
export const TOUR_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const
export type TourTime = (typeof TOUR_TIMES)[number]
/** Tour dates: the next 60 days starting tomorrow. */
export const TOUR_DAYS_AHEAD = 60
/** Default time of the admin Add Booking modal (date defaults to tomorrow). */
export const ADMIN_BOOKING_DEFAULT_TIME = '10:00'
