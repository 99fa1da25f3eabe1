// Property management (spec 001): NRI intake, the rent-out wizard, maintenance requests and the management fee.

export const NRI_PROPERTY_TYPES = [
  'Apartment',
  'Independent House',
  'Villa',
  'Penthouse',
  'Studio',
  'Duplex',
  'Triplex',
  'Plot/Land',
] as const
export type NriPropertyType = (typeof NRI_PROPERTY_TYPES)[number]

export const NRI_FURNISHING_OPTIONS = ['Fully Furnished', 'Semi Furnished', 'Unfurnished'] as const

export const NRI_AMENITIES = [
  'Parking',
  'Swimming Pool',
  'Gym',
  'Security',
  'Elevator',
  'Power Backup',
  'Garden',
  'Club House',
  'Children Play Area',
  'Internet/WiFi',
] as const

export const NRI_BEDROOM_OPTIONS = [1, 2, 3, 4, 5, 6] as const
export const NRI_BATHROOM_OPTIONS = [1, 2, 3, 4, 5] as const

export const MANAGEMENT_TYPES = ['FULL_SERVICE', 'RENTAL_ONLY', 'MAINTENANCE_ONLY', 'CONSULTATION'] as const
export type ManagementType = (typeof MANAGEMENT_TYPES)[number]
export const DEFAULT_MANAGEMENT_TYPE: ManagementType = 'FULL_SERVICE'

export const MANAGEMENT_TYPE_LABELS: Record<ManagementType, string> = {
  FULL_SERVICE: 'Full Service',
  RENTAL_ONLY: 'Rental Only',
  MAINTENANCE_ONLY: 'Maintenance Only',
  CONSULTATION: 'Consultation',
}

export const LEASE_DURATIONS = ['6_months', '1_year', '2_years', '3_years', 'flexible'] as const
export type LeaseDuration = (typeof LEASE_DURATIONS)[number]

export const LEASE_DURATION_LABELS: Record<LeaseDuration, string> = {
  '6_months': '6 Months',
  '1_year': '1 Year',
  '2_years': '2 Years',
  '3_years': '3 Years',
  flexible: 'Flexible',
}

export const TENANT_PREFERENCES = ['family', 'bachelors', 'working_professionals', 'students'] as const
export type TenantPreference = (typeof TENANT_PREFERENCES)[number]

export const TENANT_PREFERENCE_LABELS: Record<TenantPreference, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  working_professionals: 'Working Professionals',
  students: 'Students',
}

export const HOUSE_RULES = ['no_smoking', 'no_pets', 'no_parties', 'vegetarian_only'] as const
export type HouseRule = (typeof HOUSE_RULES)[number]

export const HOUSE_RULE_LABELS: Record<HouseRule, string> = {
  no_smoking: 'No Smoking',
  no_pets: 'No Pets',
  no_parties: 'No Parties',
  vegetarian_only: 'Vegetarian Only',
}

/** Contact preferences of a rent listing; all are on by default (spec 001). */
export const CONTACT_PREFERENCES = ['phone_calls', 'whatsapp', 'email'] as const
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]

export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  phone_calls: 'Phone Calls',
  whatsapp: 'WhatsApp',
  email: 'Email',
}

export const MAINTENANCE_CATEGORIES = [
  'Plumbing',
  'Electrical',
  'HVAC',
  'Painting',
  'Appliances',
  'Flooring',
  'Roofing',
  'Garden/Landscaping',
  'Security',
  'Other',
] as const
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number]

export const MAINTENANCE_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number]
export const DEFAULT_MAINTENANCE_PRIORITY: MaintenancePriority = 'MEDIUM'

export const MAINTENANCE_PRIORITY_LABELS: Record<MaintenancePriority, string> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  URGENT: 'Urgent',
}

/** New requests start PENDING. */
export const MAINTENANCE_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number]
export const DEFAULT_MAINTENANCE_STATUS: MaintenanceStatus = 'PENDING'

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
}

/** Where a maintenance request may go next: PENDING → IN_PROGRESS → COMPLETED; open requests may be CANCELLED. */
/** A request never moves back to PENDING. */
export type MaintenanceMove = Exclude<MaintenanceStatus, 'PENDING'>
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceMove[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
}
/** Requests still being worked on (My Properties' maintenance count). */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = ['PENDING', 'IN_PROGRESS']

/** Property-management fee, percent of monthly rent (spec 001). */
export const MANAGEMENT_FEE_PERCENT = { min: 8, max: 15 } as const
