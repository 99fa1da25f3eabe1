/**
 * Every option list, limit and constant named in the specification (spec/000 public site,
 * spec/001 signed-in areas, spec/002 admin back-office), in one place.
 *
 * Conventions:
 * - Option lists are `as const` arrays; the matching union type has the singular name
 *   (`ROLES` -> `Role`).
 * - Stored values are the spec's values verbatim; `*_LABELS` maps give the display text.
 * - User-facing copy lives in `MESSAGES` (word for word from the spec's error catalogues
 *   and validation rules). Entries marked "(not in spec)" are our own wording for cases the
 *   spec requires but does not word.
 *
 * Pure data only: no Node-only imports, safe in the browser.
 */

/* ------------------------------------------------------------------------------------------
 * Users
 * ---------------------------------------------------------------------------------------- */

/** Stored in `users.role` (the spec's `user_type`). `editor` is a CMS-only content role. */
export const ROLES = ['buyer', 'seller', 'agent', 'admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

/** Roles a visitor may choose when signing up (auth modal tabs). Default is buyer. */
export const SIGNUP_ROLES = ['buyer', 'seller', 'agent'] as const
export type SignupRole = (typeof SIGNUP_ROLES)[number]
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'buyer'

/** Roles that may own properties (spec 002 section 6). */
export const PROPERTY_OWNER_ROLES = ['seller', 'agent'] as const

/** Roles the generic client guard allows (spec 001/002). */
export const CLIENT_ROLES = ['buyer', 'seller', 'agent'] as const

export const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  agent: 'Agent',
  admin: 'Admin',
  editor: 'Editor',
}

/**
 * Legacy role names read from older data: the spec also calls sellers "owner" (and hosts).
 * They are stored as `seller`.
 */
export const LEGACY_ROLE_ALIASES: Readonly<Record<string, Role>> = {
  owner: 'seller',
  host: 'seller',
}

export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending', 'deleted'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
export const DEFAULT_USER_STATUS: UserStatus = 'active'

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
  deleted: 'Deleted',
}

export const VERIFICATION_STATUSES = ['pending', 'verified', 'approved', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
export const DEFAULT_VERIFICATION_STATUS: VerificationStatus = 'pending'

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** Verification statuses that count as "verified" (agents directory, assignable agents). */
export const VERIFIED_STATUSES = ['verified', 'approved'] as const

/** Status filter of the admin users table (spec 002 "Generic admin table"). */
export const USER_TABLE_STATUS_FILTERS = ['all', 'active', 'inactive', 'pending', 'verified', 'rejected'] as const
export type UserTableStatusFilter = (typeof USER_TABLE_STATUS_FILTERS)[number]

/* ------------------------------------------------------------------------------------------
 * Properties
 * ---------------------------------------------------------------------------------------- */

export const LISTING_TYPES = ['SALE', 'RENT'] as const
export type ListingType = (typeof LISTING_TYPES)[number]
/** Add-property default is SALE; NRI intake and the rent-out wizard default to RENT. */
export const DEFAULT_LISTING_TYPE: ListingType = 'SALE'

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  SALE: 'For SALE',
  RENT: 'For RENT',
}

export const PROPERTY_TYPES = [
  'standalone_apartment',
  'gated_apartment',
  'independent_house',
  'villa',
  'commercial',
  'land',
  'plot',
  'farm_house',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  standalone_apartment: 'Standalone Apartment',
  gated_apartment: 'Gated Apartment',
  independent_house: 'Independent House',
  villa: 'Villa',
  commercial: 'Commercial',
  land: 'Land',
  plot: 'Plot',
  farm_house: 'Farm House',
}

/** Legacy type read from older data (spec 000: "apartment also read"). */
export const LEGACY_PROPERTY_TYPE_ALIASES: Readonly<Record<string, readonly PropertyType[]>> = {
  apartment: ['standalone_apartment', 'gated_apartment'],
}

export const PROPERTY_CATEGORIES = [
  {
    key: 'residential',
    label: 'Residential',
    types: ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa'],
  },
  { key: 'commercial', label: 'Commercial', types: ['commercial'] },
  { key: 'land_agricultural', label: 'Land and Agricultural', types: ['land', 'plot', 'farm_house'] },
] as const satisfies readonly { key: string; label: string; types: readonly PropertyType[] }[]
export type PropertyCategoryKey = (typeof PROPERTY_CATEGORIES)[number]['key']

/** Property tabs of the admin sidebar (spec 002), which group types differently. */
export const ADMIN_PROPERTY_TABS = [
  { key: 'apartments', label: 'Apartments', types: ['standalone_apartment', 'gated_apartment'] },
  { key: 'houses', label: 'Houses', types: ['independent_house', 'villa', 'farm_house'] },
  { key: 'commercial', label: 'Commercial', types: ['commercial'] },
  { key: 'land', label: 'Land', types: ['land', 'plot'] },
] as const satisfies readonly { key: string; label: string; types: readonly PropertyType[] }[]

/** Types that can only be sold: the listing-type selector is forced to SALE and disabled. */
export const SALE_ONLY_PROPERTY_TYPES = ['land', 'plot'] as const satisfies readonly PropertyType[]
/** Types whose plot area (sqft) is required (spec 002). */
export const PLOT_AREA_PROPERTY_TYPES = ['land', 'plot', 'farm_house'] as const satisfies readonly PropertyType[]
/** Types whose form hides bedrooms, bathrooms and amenities (spec 002). */
export const NO_ROOMS_PROPERTY_TYPES = ['plot'] as const satisfies readonly PropertyType[]

/** Home page "Popular Searches Nearby": six category cards linking to /buy?propertyType=... */
export const POPULAR_SEARCHES = [
  { label: 'Commercial Spaces', propertyType: 'commercial' },
  { label: 'Villas', propertyType: 'villa' },
  { label: 'Independent Houses', propertyType: 'independent_house' },
  { label: 'Standalone Apartments', propertyType: 'standalone_apartment' },
  { label: 'Gated Apartments', propertyType: 'gated_apartment' },
  { label: 'Land, Farm Houses and Plots', propertyType: 'land,farm_house,plot' },
] as const

export const PROPERTY_STATUSES = ['active', 'inactive', 'sold', 'rented'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'active'

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  sold: 'Sold',
  rented: 'Rented',
}

/**
 * A listing by an owner who is not yet verified waits here, unpublished, until an admin approves
 * its `property_listing` approval. Only admins can move a listing out of it.
 */
export const PROPERTY_REVIEW_STATUS = 'pending_review' as const
/** Every status a stored listing can have: the spec's four plus the review state. */
export const PROPERTY_RECORD_STATUSES = [...PROPERTY_STATUSES, PROPERTY_REVIEW_STATUS] as const
export type PropertyRecordStatus = (typeof PROPERTY_RECORD_STATUSES)[number]
export const PROPERTY_RECORD_STATUS_LABELS: Record<PropertyRecordStatus, string> = {
  ...PROPERTY_STATUS_LABELS,
  pending_review: 'Pending review',
}

/** Union of spec 000 (office, retail, warehouse, industrial, shop, showroom) and spec 002. */
export const COMMERCIAL_SUBTYPES = ['office', 'retail', 'warehouse', 'industrial', 'shop', 'showroom'] as const
export type CommercialSubtype = (typeof COMMERCIAL_SUBTYPES)[number]

export const COMMERCIAL_SUBTYPE_LABELS: Record<CommercialSubtype, string> = {
  office: 'Office',
  retail: 'Retail',
  warehouse: 'Warehouse',
  industrial: 'Industrial',
  shop: 'Shop',
  showroom: 'Showroom',
}

export const LAND_TYPES = ['residential', 'agricultural', 'commercial', 'industrial'] as const
export type LandType = (typeof LAND_TYPES)[number]

export const LAND_TYPE_LABELS: Record<LandType, string> = {
  residential: 'Residential',
  agricultural: 'Agricultural',
  commercial: 'Commercial',
  industrial: 'Industrial',
}

export const SOIL_TYPES = ['black', 'red', 'alluvial', 'laterite'] as const
export type SoilType = (typeof SOIL_TYPES)[number]

export const SOIL_TYPE_LABELS: Record<SoilType, string> = {
  black: 'Black',
  red: 'Red',
  alluvial: 'Alluvial',
  laterite: 'Laterite',
}

/** Spec 000's eight directions (spec 002 lists only the four cardinal ones, a subset). */
export const FACING = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest'] as const
export type Facing = (typeof FACING)[number]

export const FACING_LABELS: Record<Facing, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  northeast: 'North-East',
  northwest: 'North-West',
  southeast: 'South-East',
  southwest: 'South-West',
}

/**
 * Furnishing status, canonical stored spelling.
 *
 * The spec spells these three ways: the filter panel uses 'Unfurnished', 'Semi-Furnished',
 * 'Fully-Furnished' (spec 000); the rent overview counts 'Fully Furnished' and the admin form
 * offers 'Semi Furnished' / 'Fully Furnished' (spec 002); the add-property form uses
 * 'furnished', 'semi_furnished', 'unfurnished' (spec 001).
 * We store ONLY the hyphenated filter-panel spelling below, so the filter, the rent overview
 * count and the forms all agree. Any other spelling is mapped to it by
 * `normalizeFurnishingStatus` (options.ts), which the property schemas apply on input.
 */
export const FURNISHING_STATUSES = ['Unfurnished', 'Semi-Furnished', 'Fully-Furnished'] as const
export type FurnishingStatus = (typeof FURNISHING_STATUSES)[number]
export const DEFAULT_FURNISHING_STATUS: FurnishingStatus = 'Unfurnished'

export const FURNISHING_STATUS_LABELS: Record<FurnishingStatus, string> = {
  Unfurnished: 'Unfurnished',
  'Semi-Furnished': 'Semi-Furnished',
  'Fully-Furnished': 'Fully-Furnished',
}

/** Add-property amenity choices (spec 001). */
export const AMENITIES = [
  'Parking',
  'Garden',
  'Balcony',
  'Swimming Pool',
  'Gym',
  'Security',
  'Lift',
  'Power Backup',
  'Water Supply',
  'Internet',
  'Air Conditioning',
] as const
export type Amenity = (typeof AMENITIES)[number]

/** Amenities shown with an icon on property cards (spec 000). */
export const CARD_ICON_AMENITIES = ['Parking', 'Power Backup', 'Water'] as const

/** Detail page amenity list when the property has none (spec 000). */
export const DEFAULT_DISPLAY_AMENITIES = ['Power Backup', '24/7 Security', 'Parking'] as const
/** Detail page "Nearby Highlights" when the property has none (spec 000). */
export const DEFAULT_NEARBY_HIGHLIGHTS = ['School', 'Hospital', 'Shopping Mall'] as const

/** Display defaults on the property detail page (spec 000). */
export const PROPERTY_DISPLAY_DEFAULTS = {
  floor: 'Ground Floor',
  /** Facing shown for independent houses and villas when none is stored. */
  houseFacing: 'East',
  reraNumber: 'Not Available',
  /** Status shown when a property has none (spec 002). */
  status: 'pending',
} as const

/** Beds/baths filter choices: 1+ to 4+ (spec 000). */
export const ROOM_FILTER_OPTIONS = [
  { value: 1, label: '1+' },
  { value: 2, label: '2+' },
  { value: 3, label: '3+' },
  { value: 4, label: '4+' },
] as const

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc'] as const
export type PropertySort = (typeof PROPERTY_SORTS)[number]
export const DEFAULT_PROPERTY_SORT: PropertySort = 'newest'

export const PROPERTY_SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest First',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
}

/* ------------------------------------------------------------------------------------------
 * NRI management, rent-out wizard, maintenance (spec 001)
 * ---------------------------------------------------------------------------------------- */

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
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
}
/** Requests still being worked on (My Properties' maintenance count). */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = ['PENDING', 'IN_PROGRESS']

/* ------------------------------------------------------------------------------------------
 * Bookings (tours), enquiries, assignments, viewings
 * ---------------------------------------------------------------------------------------- */

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

/* ------------------------------------------------------------------------------------------
 * Approvals and documents (spec 002)
 * ---------------------------------------------------------------------------------------- */

export const APPROVAL_TYPES = ['agent_license', 'seller_verification', 'property_listing'] as const
export type ApprovalType = (typeof APPROVAL_TYPES)[number]

export const APPROVAL_TYPE_LABELS: Record<ApprovalType, string> = {
  agent_license: 'Agent License',
  seller_verification: 'Seller Verification',
  property_listing: 'Property Listing',
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]
export const DEFAULT_APPROVAL_STATUS: ApprovalStatus = 'pending'

/** Admin approvals filter. */
export const APPROVAL_FILTERS = ['all', ...APPROVAL_STATUSES] as const

export const DOCUMENT_CATEGORIES = [
  'id_proof',
  'address_proof',
  'business_proof',
  'property_document',
  'pan_card',
  'business_license',
  'bank_statement',
  'gst_certificate',
  'sale_deed',
  'tax_receipt',
  'encumbrance_certificate',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  id_proof: 'ID Proof',
  address_proof: 'Address Proof',
  business_proof: 'Business Proof',
  property_document: 'Property Document',
  pan_card: 'PAN Card',
  business_license: 'Business License',
  bank_statement: 'Bank Statement',
  gst_certificate: 'GST Certificate',
  sale_deed: 'Sale Deed',
  tax_receipt: 'Property Tax Receipt',
  encumbrance_certificate: 'Encumbrance Certificate',
}

/** (not in spec) Papers that prove ownership of a listing: an approved one is the "ownership document seen" tier. */
export const OWNERSHIP_DOCUMENTS = ['sale_deed', 'tax_receipt', 'encumbrance_certificate'] as const satisfies readonly DocumentCategory[]

/** Seller application documents (spec 000). */
export const SELLER_REQUIRED_DOCUMENTS = ['pan_card', 'address_proof', 'bank_statement'] as const satisfies readonly DocumentCategory[]
export const SELLER_OPTIONAL_DOCUMENTS = ['business_license', 'gst_certificate'] as const satisfies readonly DocumentCategory[]

/** Blog post categories: chosen from a list in the CMS, shown on the site in the reader's language. */
export const POST_CATEGORIES = ['buying', 'selling', 'renting', 'investment', 'legal', 'home_loans', 'market_trends', 'guides'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]
export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  buying: 'Buying',
  selling: 'Selling',
  renting: 'Renting',
  investment: 'Investment',
  legal: 'Legal',
  home_loans: 'Home loans',
  market_trends: 'Market trends',
  guides: 'Guides',
}

export const DOCUMENT_ENTITY_TYPES = ['user', 'property', 'verification', 'seller_doc'] as const
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number]
/** Upload defaults (spec 000): entity_type property, entity_id 0. */
export const DEFAULT_UPLOAD_ENTITY_TYPE: DocumentEntityType = 'property'
export const DEFAULT_UPLOAD_ENTITY_ID = 0

/** Admin documents filter. */
export const DOCUMENT_ENTITY_FILTERS = ['all', 'user', 'property', 'verification'] as const

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number]
export const DEFAULT_DOCUMENT_REVIEW_STATUS: DocumentReviewStatus = 'pending'

/* ------------------------------------------------------------------------------------------
 * OTP, sign-up option lists, agents
 * ---------------------------------------------------------------------------------------- */

export const OTP_ACTIONS = ['verification', 'password_change', 'bank_update'] as const
export type OtpAction = (typeof OTP_ACTIONS)[number]
export const OTP_LENGTH = 6

/** Seller sign-up business types (spec 000). Stored verbatim. */
export const BUSINESS_TYPES = [
  'Individual Property Owner',
  'Real Estate Developer',
  'Property Investment Company',
  'Real Estate Agency',
  'Construction Company',
  'Property Management Company',
  'Other',
] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** Business types of the seller application / admin seller form (spec 002). */
export const SELLER_APPLICATION_BUSINESS_TYPES = ['individual', 'partnership', 'company', 'llp'] as const
export type SellerApplicationBusinessType = (typeof SELLER_APPLICATION_BUSINESS_TYPES)[number]

export const SELLER_APPLICATION_BUSINESS_TYPE_LABELS: Record<SellerApplicationBusinessType, string> = {
  individual: 'Individual',
  partnership: 'Partnership',
  company: 'Company',
  llp: 'LLP',
}

/** Agent sign-up experience levels (spec 000). Stored as the value. */
export const AGENT_EXPERIENCE_LEVELS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const
export type AgentExperienceLevel = (typeof AGENT_EXPERIENCE_LEVELS)[number]

export const AGENT_EXPERIENCE_LEVEL_LABELS: Record<AgentExperienceLevel, string> = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
}

/** Agent sign-up specializations (spec 000). */
export const AGENT_SPECIALIZATIONS = [
  'Residential Sales',
  'Commercial Sales',
  'Rental Properties',
  'Luxury Properties',
  'Investment Properties',
  'New Construction',
  'Property Management',
  'Industrial Properties',
  'Land/Plot Sales',
] as const
export type AgentSpecialization = (typeof AGENT_SPECIALIZATIONS)[number]

/** Agents directory specialization filter (spec 000). */
export const AGENT_DIRECTORY_SPECIALIZATIONS = ['Residential', 'Commercial', 'Luxury', 'Investment'] as const
export type AgentDirectorySpecialization = (typeof AGENT_DIRECTORY_SPECIALIZATIONS)[number]

/** Agent profile (settings tab) specializations (spec 001). */
export const AGENT_PROFILE_SPECIALIZATIONS = ['Residential', 'Commercial', 'Luxury', 'Investment', 'Land'] as const

/** Admin Add User specialization choices (spec 002). */
export const ADMIN_AGENT_SPECIALIZATIONS = ['residential', 'commercial', 'industrial', 'luxury'] as const

/**
 * Agents directory experience filter (spec 000: 0-2, 3-5, 6-10, 10+ years).
 * A band matches `min <= years < maxExclusive` (`null` = no upper bound). The spec's labels
 * overlap at exactly 10 years; we place 10 in "10+", so "6-10" means at least 6 and under 10.
 */
export const AGENT_DIRECTORY_EXPERIENCE_BANDS = [
  { value: '0-2', label: '0-2 years', min: 0, maxExclusive: 3 },
  { value: '3-5', label: '3-5 years', min: 3, maxExclusive: 6 },
  { value: '6-10', label: '6-10 years', min: 6, maxExclusive: 10 },
  { value: '10+', label: '10+ years', min: 10, maxExclusive: null },
] as const
export type AgentDirectoryExperienceBand = (typeof AGENT_DIRECTORY_EXPERIENCE_BANDS)[number]['value']

/** Agent card rating (spec 000 shows a fixed 4.5 until reviews exist). */
export const AGENT_DEFAULT_RATING = 4.5

/** Agent card defaults when a field is missing (spec 000 "Agent card (derived)"). */
export const AGENT_CARD_DEFAULTS = {
  rating: AGENT_DEFAULT_RATING,
  totalSales: 0,
  languages: ['English'],
  /** The agency name is the agent's name followed by this word. */
  agencySuffix: 'Realty',
  specialization: 'General',
  firstName: 'Agent',
  lastName: 'User',
} as const

/** Agent licence numbers: H&O001, H&O002, ... generated on admin approval. */
export const LICENSE_PREFIX_DEFAULT = 'H&O'
export const LICENSE_NUMBER_DIGITS = 3

/** Human-readable ids set on create (docs/data-model.md). */
export const CUSTOM_ID_PREFIXES = { user: 'GRU-U-', property: 'GRU-P-' } as const
export const CUSTOM_ID_DIGITS = 6

/** Commission structure (spec 001). */
export const COMMISSION = {
  /** Percent of the sale value. */
  salePercent: 2,
  /** Months of rent for a rental. */
  rentalMonthsOfRent: 1,
  /** Rupees per inquiry conversion. */
  perInquiryConversion: 500,
  /** Monthly bonus cap in rupees. */
  monthlyBonusMax: 10000,
  /** (not in spec) The monthly bonus is this percent of the month's commission, up to the cap. */
  monthlyBonusPercent: 10,
  /** Earnings shown per accepted assignment on the agent dashboard. */
  perAcceptedAssignment: 15000,
} as const

/** Property-management fee, percent of monthly rent (spec 001). */
export const MANAGEMENT_FEE_PERCENT = { min: 8, max: 15 } as const

/** Marketing figures shown on the public site (spec 000). */
export const MARKETING_STATS = {
  verifiedProperties: '500+',
  cities: '50+',
  support: '24/7',
} as const

export const SUPPORT_PHONE = '1800-123-4567'
/** Company founding year and address city (spec 001 About page). */
export const COMPANY = { founded: 2023, city: 'Hyderabad', state: 'Telangana', pincode: '500050' } as const

/* ------------------------------------------------------------------------------------------
 * Geography
 * ---------------------------------------------------------------------------------------- */

export const STATE_REGIONS = ['Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Northeast India'] as const
export type StateRegion = (typeof STATE_REGIONS)[number]

export interface IndianState {
  readonly name: string
  /** 2-letter code (vehicle registration / common usage). */
  readonly code: string
  readonly region: StateRegion
  readonly kind: 'state' | 'union_territory'
}

/**
 * 28 states and 8 union territories. Regions follow the zonal-council grouping
 * (Central: Chhattisgarh, Madhya Pradesh, Uttar Pradesh, Uttarakhand).
 * Spec 002 mentions "29 Indian states plus Delhi" (the pre-2019 list); we use the current list.
 */
export const INDIAN_STATES = [
  { name: 'Andhra Pradesh', code: 'AP', region: 'Southern', kind: 'state' },
  { name: 'Arunachal Pradesh', code: 'AR', region: 'Northeast India', kind: 'state' },
  { name: 'Assam', code: 'AS', region: 'Northeast India', kind: 'state' },
  { name: 'Bihar', code: 'BR', region: 'Eastern', kind: 'state' },
  { name: 'Chhattisgarh', code: 'CG', region: 'Central', kind: 'state' },
  { name: 'Goa', code: 'GA', region: 'Western', kind: 'state' },
  { name: 'Gujarat', code: 'GJ', region: 'Western', kind: 'state' },
  { name: 'Haryana', code: 'HR', region: 'Northern', kind: 'state' },
  { name: 'Himachal Pradesh', code: 'HP', region: 'Northern', kind: 'state' },
  { name: 'Jharkhand', code: 'JH', region: 'Eastern', kind: 'state' },
  { name: 'Karnataka', code: 'KA', region: 'Southern', kind: 'state' },
  { name: 'Kerala', code: 'KL', region: 'Southern', kind: 'state' },
  { name: 'Madhya Pradesh', code: 'MP', region: 'Central', kind: 'state' },
  { name: 'Maharashtra', code: 'MH', region: 'Western', kind: 'state' },
  { name: 'Manipur', code: 'MN', region: 'Northeast India', kind: 'state' },
  { name: 'Meghalaya', code: 'ML', region: 'Northeast India', kind: 'state' },
  { name: 'Mizoram', code: 'MZ', region: 'Northeast India', kind: 'state' },
  { name: 'Nagaland', code: 'NL', region: 'Northeast India', kind: 'state' },
  { name: 'Odisha', code: 'OD', region: 'Eastern', kind: 'state' },
  { name: 'Punjab', code: 'PB', region: 'Northern', kind: 'state' },
  { name: 'Rajasthan', code: 'RJ', region: 'Northern', kind: 'state' },
  { name: 'Sikkim', code: 'SK', region: 'Northeast India', kind: 'state' },
  { name: 'Tamil Nadu', code: 'TN', region: 'Southern', kind: 'state' },
  { name: 'Telangana', code: 'TG', region: 'Southern', kind: 'state' },
  { name: 'Tripura', code: 'TR', region: 'Northeast India', kind: 'state' },
  { name: 'Uttar Pradesh', code: 'UP', region: 'Central', kind: 'state' },
  { name: 'Uttarakhand', code: 'UK', region: 'Central', kind: 'state' },
  { name: 'West Bengal', code: 'WB', region: 'Eastern', kind: 'state' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', region: 'Eastern', kind: 'union_territory' },
  { name: 'Chandigarh', code: 'CH', region: 'Northern', kind: 'union_territory' },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    code: 'DH',
    region: 'Western',
    kind: 'union_territory',
  },
  { name: 'Delhi', code: 'DL', region: 'Northern', kind: 'union_territory' },
  { name: 'Jammu and Kashmir', code: 'JK', region: 'Northern', kind: 'union_territory' },
  { name: 'Ladakh', code: 'LA', region: 'Northern', kind: 'union_territory' },
  { name: 'Lakshadweep', code: 'LD', region: 'Southern', kind: 'union_territory' },
  { name: 'Puducherry', code: 'PY', region: 'Southern', kind: 'union_territory' },
] as const satisfies readonly IndianState[]
export type IndianStateName = (typeof INDIAN_STATES)[number]['name']

/**
 * The states a city may belong to (spec 002 §5: "29 Indian states plus Delhi"): today's 28
 * states, Jammu and Kashmir (the 29th state of that list, now a union territory) and Delhi.
 */
export const CITY_STATES: readonly IndianStateName[] = INDIAN_STATES.filter(
  (s) => s.kind === 'state' || s.name === 'Jammu and Kashmir' || s.name === 'Delhi',
).map((s) => s.name)
export type IndianStateCode = (typeof INDIAN_STATES)[number]['code']

/** States offered by the sign-up forms (spec 000). */
export const SIGNUP_STATES = [
  'Andhra Pradesh',
  'Telangana',
  'Karnataka',
  'Tamil Nadu',
  'Maharashtra',
  'Delhi',
  'West Bengal',
] as const satisfies readonly IndianStateName[]

/** The home page "Search Properties by City" groups. Metros have no group. */
export const CITY_GROUPS = ['AP coastal', 'AP inland', 'Telangana central', 'Telangana districts'] as const
export type CityGroup = (typeof CITY_GROUPS)[number]

export interface CityRef {
  readonly name: string
  readonly state: IndianStateName
  readonly latitude: number
  readonly longitude: number
  readonly group: CityGroup | null
}

/**
 * The 35-city reference list (spec 000): 15 Andhra Pradesh, 14 Telangana and 6 metros.
 * AP coastal = Coastal Andhra region; AP inland = Rayalaseema; Telangana central = Hyderabad
 * and the large regional centres; Telangana districts = smaller district towns.
 */
export const CITIES = [
  // Andhra Pradesh: coastal (Coastal Andhra)
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', latitude: 17.6868, longitude: 83.2185, group: 'AP coastal' },
  { name: 'Vijayawada', state: 'Andhra Pradesh', latitude: 16.5062, longitude: 80.648, group: 'AP coastal' },
  { name: 'Guntur', state: 'Andhra Pradesh', latitude: 16.3067, longitude: 80.4365, group: 'AP coastal' },
  { name: 'Nellore', state: 'Andhra Pradesh', latitude: 14.4426, longitude: 79.9865, group: 'AP coastal' },
  { name: 'Kakinada', state: 'Andhra Pradesh', latitude: 16.9891, longitude: 82.2475, group: 'AP coastal' },
  { name: 'Rajahmundry', state: 'Andhra Pradesh', latitude: 17.0005, longitude: 81.804, group: 'AP coastal' },
  { name: 'Eluru', state: 'Andhra Pradesh', latitude: 16.7107, longitude: 81.0952, group: 'AP coastal' },
  { name: 'Ongole', state: 'Andhra Pradesh', latitude: 15.5057, longitude: 80.0499, group: 'AP coastal' },
  { name: 'Srikakulam', state: 'Andhra Pradesh', latitude: 18.2949, longitude: 83.8938, group: 'AP coastal' },
  { name: 'Vizianagaram', state: 'Andhra Pradesh', latitude: 18.1067, longitude: 83.3956, group: 'AP coastal' },
  { name: 'Machilipatnam', state: 'Andhra Pradesh', latitude: 16.1875, longitude: 81.1389, group: 'AP coastal' },
  // Andhra Pradesh: inland (Rayalaseema)
  { name: 'Kurnool', state: 'Andhra Pradesh', latitude: 15.8281, longitude: 78.0373, group: 'AP inland' },
  { name: 'Tirupati', state: 'Andhra Pradesh', latitude: 13.6288, longitude: 79.4192, group: 'AP inland' },
  { name: 'Kadapa', state: 'Andhra Pradesh', latitude: 14.4673, longitude: 78.8242, group: 'AP inland' },
  { name: 'Anantapur', state: 'Andhra Pradesh', latitude: 14.6819, longitude: 77.6006, group: 'AP inland' },
  // Telangana: central
  { name: 'Hyderabad', state: 'Telangana', latitude: 17.385, longitude: 78.4867, group: 'Telangana central' },
  { name: 'Secunderabad', state: 'Telangana', latitude: 17.4399, longitude: 78.4983, group: 'Telangana central' },
  { name: 'Warangal', state: 'Telangana', latitude: 17.9689, longitude: 79.5941, group: 'Telangana central' },
  { name: 'Karimnagar', state: 'Telangana', latitude: 18.4386, longitude: 79.1288, group: 'Telangana central' },
  { name: 'Nizamabad', state: 'Telangana', latitude: 18.6725, longitude: 78.0941, group: 'Telangana central' },
  { name: 'Khammam', state: 'Telangana', latitude: 17.2473, longitude: 80.1514, group: 'Telangana central' },
  { name: 'Ramagundam', state: 'Telangana', latitude: 18.755, longitude: 79.474, group: 'Telangana central' },
  // Telangana: districts
  { name: 'Mahbubnagar', state: 'Telangana', latitude: 16.7488, longitude: 78.0035, group: 'Telangana districts' },
  { name: 'Nalgonda', state: 'Telangana', latitude: 17.0575, longitude: 79.2684, group: 'Telangana districts' },
  { name: 'Adilabad', state: 'Telangana', latitude: 19.6641, longitude: 78.532, group: 'Telangana districts' },
  { name: 'Siddipet', state: 'Telangana', latitude: 18.1018, longitude: 78.852, group: 'Telangana districts' },
  { name: 'Suryapet', state: 'Telangana', latitude: 17.1405, longitude: 79.6236, group: 'Telangana districts' },
  { name: 'Miryalaguda', state: 'Telangana', latitude: 16.8722, longitude: 79.5625, group: 'Telangana districts' },
  { name: 'Mancherial', state: 'Telangana', latitude: 18.8714, longitude: 79.4443, group: 'Telangana districts' },
  // Metros
  { name: 'Bangalore', state: 'Karnataka', latitude: 12.9716, longitude: 77.5946, group: null },
  { name: 'Chennai', state: 'Tamil Nadu', latitude: 13.0827, longitude: 80.2707, group: null },
  { name: 'Mumbai', state: 'Maharashtra', latitude: 19.076, longitude: 72.8777, group: null },
  { name: 'Delhi', state: 'Delhi', latitude: 28.7041, longitude: 77.1025, group: null },
  { name: 'Pune', state: 'Maharashtra', latitude: 18.5204, longitude: 73.8567, group: null },
  { name: 'Kolkata', state: 'West Bengal', latitude: 22.5726, longitude: 88.3639, group: null },
] as const satisfies readonly CityRef[]
export type CityName = (typeof CITIES)[number]['name']

/** Home search form: seven states with 4-5 fixed cities each (spec 000 section 9). */
export const HOME_SEARCH_STATES = [
  { state: 'Telangana', cities: ['Hyderabad', 'Secunderabad', 'Warangal', 'Karimnagar', 'Nizamabad'] },
  { state: 'Andhra Pradesh', cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Nellore'] },
  { state: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'] },
  { state: 'Karnataka', cities: ['Bangalore', 'Mysore', 'Mangalore', 'Hubli'] },
  { state: 'Tamil Nadu', cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'] },
  { state: 'Delhi', cities: ['New Delhi', 'Delhi', 'Dwarka', 'Rohini'] },
  { state: 'West Bengal', cities: ['Kolkata', 'Howrah', 'Durgapur', 'Siliguri'] },
] as const satisfies readonly { state: IndianStateName; cities: readonly string[] }[]

/** Pincodes used when the location lookup fails (spec 000: "6 pincodes"). */
export const FALLBACK_PINCODES = [
  { pincode: '500001', city: 'Hyderabad', state: 'Telangana' },
  { pincode: '500003', city: 'Secunderabad', state: 'Telangana' },
  { pincode: '506002', city: 'Warangal', state: 'Telangana' },
  { pincode: '530001', city: 'Visakhapatnam', state: 'Andhra Pradesh' },
  { pincode: '520001', city: 'Vijayawada', state: 'Andhra Pradesh' },
  { pincode: '522001', city: 'Guntur', state: 'Andhra Pradesh' },
] as const

/* ------------------------------------------------------------------------------------------
 * Prices
 * ---------------------------------------------------------------------------------------- */

export const ONE_THOUSAND = 1_000
export const ONE_LAKH = 100_000
export const ONE_CRORE = 10_000_000
/** Upper bound used by the "above 2 crore" price range. */
export const MAX_PRICE = 999_999_999

export interface PriceRange {
  readonly label: string
  /** 'min-max', split on the hyphen by `parsePriceRange`. */
  readonly value: string
  readonly min: number
  readonly max: number
}

/** Home search price dropdown (spec 000 section 9). */
export const PRICE_RANGES = [
  { label: 'Under ₹20 Lakhs', value: '0-2000000', min: 0, max: 2_000_000 },
  { label: '₹20 Lakhs - ₹50 Lakhs', value: '2000000-5000000', min: 2_000_000, max: 5_000_000 },
  { label: '₹50 Lakhs - ₹1 Crore', value: '5000000-10000000', min: 5_000_000, max: 10_000_000 },
  { label: '₹1 Crore - ₹2 Crores', value: '10000000-20000000', min: 10_000_000, max: 20_000_000 },
  { label: 'Above ₹2 Crores', value: '20000000-999999999', min: 20_000_000, max: MAX_PRICE },
] as const satisfies readonly PriceRange[]

/* ------------------------------------------------------------------------------------------
 * Uploads
 * ---------------------------------------------------------------------------------------- */

/** 5 MB. */
export const MAX_UPLOAD_BYTES = 5_242_880
/** Documents (ID proof, seller documents, admin user documents). */
export const DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'] as const
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const
/** Property images: PNG, JPG and JPEG only. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const
/** `accept` attribute values for file inputs. */
export const DOCUMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'

/* ------------------------------------------------------------------------------------------
 * Timings, limits, map, admin
 * ---------------------------------------------------------------------------------------- */

/** Milliseconds. */
export const TIMINGS = {
  heroSlide: 5000,
  signupRedirect: 2000,
  authSuccessClose: 1500,
  passwordSuccess: 2000,
  sentLabel: 5000,
  toast: 4000,
  emailVerifyRedirect: 3000,
  resetRedirect: 1500,
  detailNavigationScroll: 100,
  locationCache: 5 * 60 * 1000,
  bookingsRefresh: 30_000,
  simulatedSubmit: 2000,
  bankVerification: 2000,
  adminRefreshSpinner: 1000,
  viewingsLoadDelay: 10,
  adminProfilePoll: 200,
  geolocationTimeout: 10_000,
  rateLimitDefault: 48_000,
} as const

export const LIMITS = {
  featuredProperties: 4,
  recentActivity: 5,
  pincodeSuggestions: 10,
  locationSuggestions: 10,
  toastsMax: 20,
  /** Card description / custom-section truncation. */
  cardTextChars: 100,
  detailThumbnails: 5,
  /** Pixels scrolled before the back-to-top button shows. */
  scrollTopThresholdPx: 200,
  adminRecent: 10,
  adminNotifications: 5,
  viewingsPanel: 25,
  inquiryPreviewChars: 50,
  assignmentIdSuffixChars: 8,
  paginationButtons: 5,
  adminProfilePollTries: 8,
  agentDashboardRecent: 5,
  agentActivity: 10,
  agentInterestedClients: 10,
  createUserErrorChars: 100,
  rateLimitDefaultSeconds: 48,
  passwordMin: 8,
  loginPasswordMin: 6,
  stateCodeMax: 2,
  otpLength: OTP_LENGTH,
} as const

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number]
export const DEFAULT_ADMIN_PAGE_SIZE: AdminPageSize = 10

export const MAP = {
  defaultCenter: [17.69, 83.22] as readonly [number, number],
  defaultZoom: 12,
  singleResultZoom: 12,
  detailZoom: 15,
  fitBoundsPadding: 0.2,
  tileSize: 256,
  maxZoom: 18,
  buyMobileHeightPx: 400,
  rentHeightPx: 650,
  scrollWheelZoom: false,
} as const

/** Home hero slides, in order (spec 000). */
export const HERO_SLIDES = ['Find Your Dream Home', 'Sell Your Property Faster', 'Premium Rental Properties'] as const

/* ------------------------------------------------------------------------------------------
 * Labels: page copy quoted by the spec's screen descriptions (word for word)
 * ---------------------------------------------------------------------------------------- */

export const LABELS = {
  authModal: {
    signInAs: (role: string) => `Sign In as ${role}`,
    joinAs: (role: string) => `Join as ${role}`,
    goToEmailVerification: 'Go to Email Verification',
    backToSignIn: 'Back to Sign In',
    resendEmail: 'Resend Email',
    sent: 'Sent!',
  },
  home: {
    heroSlides: HERO_SLIDES,
    viewAllProperties: 'View All Properties',
    browseProperties: 'Browse Properties',
    listYourProperty: 'List Your Property',
    becomeAgent: 'Become a Real Estate Agent',
    enquireNow: 'Enquire Now',
    popularSearches: 'Popular Searches Nearby',
    searchByCity: 'Search Properties by City',
  },
  buy: {
    propertiesAvailable: (n: number) => `${n} Properties Available`,
    multipleLocations: 'Multiple Locations',
    verifiedListings: 'Verified Listings',
    showMap: 'Show Map',
    hideMap: 'Hide Map',
    clearAll: 'Clear All',
  },
  rent: {
    heroTitle: 'Find Your Perfect Home to Rent',
    heroSubtitle: 'Discover premium rental properties across India',
    rentalProperties: (n: number) => `${n} Rental Properties`,
    primeLocations: 'Prime Locations',
    readyToMove: 'Ready to Move',
    overviewTitle: 'Rental Market Overview',
    startingRent: 'Starting Rent',
    fullyFurnished: 'Fully Furnished',
    perMonth: '/month',
  },
  property: {
    viewDetails: 'View Details',
    propertyDetails: 'Property Details',
    propertyHighlights: 'Property Highlights',
    nearbyHighlights: 'Nearby Highlights',
    amenitiesAndFeatures: 'Amenities and Features',
    propertyId: 'Property ID',
    photos: 'Photos',
    viewMore: 'View More',
    sendEnquiry: 'Send Enquiry',
    signInToSendEnquiry: 'Sign In to Send Enquiry',
    scheduleTour: 'Schedule Tour',
    scheduleATour: 'Schedule a Tour',
    backToHome: 'Back to Home',
    forListing: (listingType: string) => `For ${listingType}`,
    featured: 'Featured',
    verified: 'Verified',
    /** Placeholder title when details fail to load (spec 001). */
    placeholderTitle: 'Property',
  },
  agents: {
    heroTitle: 'Find Your Perfect Real Estate Agent',
    searchAgents: 'Search Agents',
    clearFilters: 'Clear Filters',
    contact: 'Contact',
    schedule: 'Schedule',
    sendMessage: 'Send Message',
    cancel: 'Cancel',
  },
  sell: {
    landingTitle: 'Start Selling Properties',
    benefits: ['Easy Listing', 'Verified Platform', 'Quick Sales'],
    startVerification: 'Start Verification Process',
    signUpToSell: 'Sign Up to Start Selling',
    verificationTitle: 'Seller Verification',
    submitForVerification: 'Submit for Verification',
    submittedTitle: 'Application Submitted!',
    backToHome: 'Back to Home',
    reviewTime: '2-3 business days',
  },
  errorBoundary: {
    title: 'Something went wrong',
    refreshPage: 'Refresh Page',
  },
  admin: {
    headerTitle: 'Admin Dashboard',
    administrator: 'Administrator',
    signIn: 'SIGN IN',
    totalUsers: 'Total Users',
    totalProperties: 'Total Properties',
    totalBookings: 'Total Bookings',
    totalInquiries: 'Total Inquiries',
    pendingApprovals: 'Pending Approvals',
    recentUsers: 'Recent Users',
    recentProperties: 'Recent Properties',
    recentBookings: 'Recent Bookings',
    recentInquiries: 'Recent Inquiries',
    propertyValues: 'Property Values',
    weeklyOverview: 'Weekly Overview',
    viewingStatusManagement: 'Viewing Status Management',
    analytics: 'Analytics',
    recentNotifications: 'Recent Notifications',
    quickActions: 'Quick Actions',
    addNewUser: 'Add New User',
    addNewProperty: 'Add New Property',
    manageUsers: 'Manage Users',
    today: (n: number) => `+${n} today`,
    add: (singularTitle: string) => `Add ${singularTitle}`,
    refresh: 'Refresh',
    exportCsv: 'Export CSV',
    print: 'Print',
    userDetails: 'User Details',
    propertyDetails: 'Property Details',
    bookingDetails: 'Booking Details',
    inquiryDetails: 'Inquiry Details',
    assignAgentToInquiry: 'Assign Agent to Inquiry',
    assignAgent: 'Assign Agent',
    updateProperty: 'Update Property',
    confirm: 'Confirm',
    complete: 'Complete',
    active: 'Active',
    inactive: 'Inactive',
  },
} as const

/* ------------------------------------------------------------------------------------------
 * Messages (word for word from the spec)
 * ---------------------------------------------------------------------------------------- */

const PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const

export const MESSAGES = {
  password: PASSWORD_MESSAGES,

  /** Sign-in (modal, login page) and session. */
  auth: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    /** (not in spec) the login page's 6-character rule. */
    loginPasswordMin: 'Password must be at least 6 characters long',
    emailNotVerified: 'Please verify your email before signing in. Check your inbox for verification link.',
    pendingVerification: 'Your account is pending verification. Please wait for admin approval or contact support.',
    notActive: 'Your account is not active. Please contact support for assistance.',
    invalidCredentials: 'Invalid email or password. Please check your credentials.',
    invalidCredentialsFallback: 'Invalid credentials',
    signInFailed: 'Sign in failed',
    authenticationFailed: 'Authentication failed. Please check your credentials.',
    welcomeBack: 'Welcome back!',
    signedOut: 'Signed out successfully',
    networkError: (target: string) => `NetworkError: Could not reach ${target} is the backend running?`,
  },

  signup: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordsDoNotMatch: 'Passwords do not match',
    termsRequired: 'Please accept the terms and conditions',
    businessTypeRequired: 'Business type is required',
    /** (not in spec) */
    businessTypeInvalid: 'Please select a valid business type',
    /** (not in spec) the agent's required fields. */
    experienceRequired: 'Experience level is required',
    experienceInvalid: 'Please select a valid experience level',
    specializationRequired: 'Specialization is required',
    specializationInvalid: 'Please select a valid specialization',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    roleInvalid: 'Please choose buyer, seller or agent',
    idProofRequired: 'ID proof is required',
    idProofInvalid: 'Please upload a valid ID proof (PNG, JPG, JPEG, or PDF, max 5MB)',
    alreadyExists: 'An account with this email already exists. Please sign in or use forgot password.',
    emailAlreadyRegistered: 'Email is already registered. Please sign in or use Forgot Password.',
    signupFailed: 'Signup failed',
    unexpected: 'An unexpected error occurred. Please try again.',
    accountCreated: 'Account created! Please check your email to verify your account.',
  },

  upload: {
    unsupportedType: 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF',
    tooLarge: 'File too large. Maximum size is 5MB',
    typeNotAllowed: 'File type not allowed. Please upload PNG, JPG, JPEG, or PDF files only.',
    imagesSkipped: 'Some files were skipped. Only PNG, JPG, and JPEG files are allowed for property images.',
    chooseIdProof: 'Please choose an ID proof file (PNG, JPG, JPEG, or PDF)',
    /** (not in spec) a file field that received something other than a file. */
    chooseFile: 'Please choose a file',
    mustBeLoggedIn: 'You must be logged in to upload documents',
    documentUnsupported: (document: string) => `${document} has unsupported file type`,
    documentTooLarge: (document: string) => `${document} is too large`,
  },

  otp: {
    enterPhone: 'Please enter your phone number',
    enterOtp: 'Please enter the OTP',
    /** (not in spec) */
    otpDigits: 'OTP must be 6 digits',
    failedToSend: 'Failed to send OTP',
    invalid: 'Invalid OTP',
    sent: 'OTP sent to your phone',
    verified: 'OTP verified successfully',
  },

  passwordChange: {
    newPasswordsDoNotMatch: 'New passwords do not match',
    minLength: 'Password must be at least 8 characters long',
    /** (not in spec) */
    currentPasswordRequired: 'Current password is required',
    failed: 'Failed to change password',
    success: 'Password changed successfully!',
  },

  bank: {
    fillAll: 'Please fill in all bank account details',
    accountNumbersDoNotMatch: 'Account numbers do not match',
    /** (not in spec) */
    accountNumberInvalid: 'Please enter a valid bank account number',
    ifscInvalid: 'Please enter a valid IFSC code',
    failed: 'Failed to update bank details',
    success: 'Bank details updated successfully!',
    verified: 'Bank account verified successfully!',
  },

  emailVerification: {
    enterOtp: 'Please enter the OTP',
    emailRequired: 'Email is required',
    emailRequiredToResend: 'Email is required to resend OTP',
    failedCheckOtp: 'Failed to verify email. Please check your OTP and try again.',
    failed: 'Failed to verify email. Please try again.',
    success: 'Your email has been successfully verified! You can now sign in to your account. Redirecting to homepage...',
    resendFailed: 'Failed to resend verification email. Please try again.',
  },

  forgotPassword: {
    failed: 'Failed to send reset email',
    sent: 'If an account exists for this email, a reset link has been sent. Please check your inbox.',
  },

  resetPassword: {
    minLength: 'Password must be at least 8 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
    missingToken: 'Missing or invalid reset link. Please request a new reset email.',
    failed: 'Failed to update password',
    success: 'Password updated successfully. You can now sign in.',
  },

  /** Home, buy, rent, map and cards. */
  browsing: {
    searchCriteriaRequired: 'Please enter at least one search criteria',
    featuredFailed: 'Failed to load featured properties',
    noFeatured: 'No featured properties available',
    mapFailed: 'Failed to load property map data',
    mapEmpty: 'No properties found in this area',
    mapEmptyHint: 'Try adjusting your search filters',
    buyEmptyInCity: (city: string) => `No properties found in ${city} matching your criteria.`,
    buyEmpty: 'No properties found matching your criteria.',
    buyFailed: 'Failed to fetch properties from database. Please try again.',
    rentEmptyInCity: (city: string) => `No rental properties found in ${city} matching your criteria.`,
    rentEmpty: 'No rental properties found matching your criteria.',
    rentFailed: 'Failed to fetch rental properties from database. Please try again.',
    listErrorHint: 'Try adjusting your search criteria or refresh the page.',
    listEmpty: 'No properties available.',
    rentListEmpty: 'No rental properties available.',
    listEmptyHint: 'Try adjusting your filters or check back later.',
    noImage: 'No Image Available',
    propertiesAvailable: (n: number) => `${n} Properties Available`,
    rentalProperties: (n: number) => `${n} Rental Properties`,
  },

  propertyDetail: {
    loading: 'Loading property details...',
    failed: 'Failed to load property details',
    notFound: 'Property Not Found',
    ownerRestricted: 'Owner details restricted to approved agents',
    videoComingSoon: 'Video content coming soon',
  },

  tour: {
    signInRequired: 'Please sign in to book a tour',
    dateTimeRequired: 'Please select both date and time',
    /** (not in spec) */
    dateInvalid: 'Please select a date within the next 60 days',
    timeInvalid: 'Please select a time between 09:00 and 17:00',
    success: (date: string, time: string) =>
      `Tour request submitted! Scheduled for ${date} at ${time}. The property owner will confirm shortly.`,
    failed: 'Failed to book tour. Please try again.',
  },

  inquiry: {
    success: 'Your inquiry has been sent successfully! The property owner will contact you soon.',
    failed: 'Failed to send inquiry. Please try again.',
    /** (not in spec) enquiry form fields. */
    nameRequired: 'Name is required',
    messageRequired: 'Message is required',
    propertyRequired: 'Property is required',
    fetchFailed: 'Failed to fetch inquiries',
    followUpSent: 'Follow-up sent!',
    followUpFailed: 'Failed to send follow-up.',
    followUpPrefix: 'Follow-up: ',
    /** (not in spec) the owner's answer to an enquiry (/property-inquiries). */
    replyRequired: 'Please write a reply.',
    answerFailed: 'Failed to update the enquiry. Please try again.',
  },

  agents: {
    noAgents: 'No Agents Found',
    /** (not in spec) the contact modal. */
    messageRequired: 'Please write a message',
    agentRequired: 'Please choose an agent',
    agentNotFound: 'This agent is no longer available',
    signInToContact: 'Please sign in to contact an agent',
    messageSent: 'Message sent! The agent will get back to you soon.',
    messageFailed: 'Failed to send message. Please try again.',
    viewingRequest: 'I would like to schedule a property viewing with you. Please let me know a convenient date and time.',
  },

  /** (not in spec) the save heart and /saved-properties. */
  saved: {
    notFound: 'This property is no longer available',
    failed: 'Could not update your saved properties. Please try again.',
    forbidden: 'Only buyer, seller and agent accounts can save properties',
    empty: 'You have not saved any properties yet.',
    unavailable: 'This listing is no longer available.',
  },

  seller: {
    submitted: 'Seller application submitted successfully!',
    failed: 'Failed to submit application. Please try again.',
    /** (not in spec) a second application while one is pending (409). */
    alreadyPending: 'You already have a seller application under review. We will let you know once it has been checked.',
    applicationSubmittedTitle: 'Application Submitted!',
    /** (not in spec) seller application fields. */
    businessNameRequired: 'Business name is required',
    businessTypeRequired: 'Business type is required',
    experienceRequired: 'Experience is required',
    panRequired: 'PAN number is required',
    panInvalid: 'Please enter a valid PAN number',
    addressRequired: 'Address is required',
    pincodeRequired: 'Pincode is required',
    pincodeInvalid: 'Please enter a valid 6-digit pincode',
    bankAccountRequired: 'Bank account number is required',
    ifscRequired: 'IFSC code is required',
    stateRequired: 'State is required',
    districtRequired: 'District is required',
    mandalRequired: 'Mandal is required',
    gstInvalid: 'Please enter a valid GST number',
  },

  errorBoundary: {
    title: 'Something went wrong',
    body: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    button: 'Refresh Page',
  },

  /** Buyer's My Bookings. */
  bookings: {
    fetchFailed: 'Failed to fetch bookings',
    cancelled: 'Booking cancelled successfully',
    cancelFailed: 'Failed to cancel booking',
    cancelledByUserNote: 'Cancelled by user',
    /** (not in spec) the owner's confirm, decline or complete (/property-bookings). */
    updateFailed: 'Failed to update booking. Please try again.',
  },

  /** Agent assignments. */
  assignments: {
    accepted: 'Assignment accepted successfully!',
    declined: 'Assignment declined',
    failed: 'Failed to respond to assignment. Please try again.',
    expired: 'Expired',
  },

  profile: {
    updated: 'Profile updated successfully!',
    updateFailedAgent: 'Failed to update profile',
    updateFailed: 'Failed to update profile. Please try again.',
    idProofUploaded: 'ID proof uploaded successfully. We will review it shortly.',
    idProofFailed: 'Failed to upload ID proof',
  },

  /** Owner property pages and the add-property form. */
  properties: {
    fetchFailed: 'Failed to fetch properties',
    fetchError: 'An error occurred while fetching properties',
    deleted: 'Property deleted successfully',
    deleteFailed: 'Failed to delete property',
    added: 'Property added successfully!',
    addFailed: 'Failed to add property',
    signInToAdd: 'Please sign in to add a property',
    confirmDelete: 'Are you sure you want to delete this property?',
    salePriceRequired: 'Sale price is required',
    monthlyRentRequired: 'Monthly rent is required',
    /** (not in spec) field messages of the property form. */
    titleRequired: 'Title is required',
    descriptionRequired: 'Description is required',
    propertyTypeRequired: 'Property type is required',
    listingTypeRequired: 'Listing type is required',
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    districtRequired: 'District is required',
    mandalRequired: 'Mandal is required',
    areaRequired: 'Area is required',
    areaPositive: 'Area must be greater than 0',
    propertyTypeInvalid: 'Please select a valid property type',
    listingTypeInvalid: 'Please select SALE or RENT',
    statusInvalid: 'Please select a valid status',
    optionInvalid: 'Please select a valid option',
    sectionTitleRequired: 'Section title is required',
    imageUrlInvalid: 'Please provide valid image URLs',
    pricePositive: 'Sale price must be greater than 0',
    rentPositive: 'Monthly rent must be greater than 0',
    numberInvalid: 'Please enter a valid number',
    wholeNumberInvalid: 'Please enter a whole number',
    latitudeInvalid: 'Latitude must be between -90 and 90',
    longitudeInvalid: 'Longitude must be between -180 and 180',
    dateInvalid: 'Please enter a valid date',
    zipInvalid: 'Please enter a valid 6-digit pincode',
    /** (not in spec) review and status rules */
    underReview: 'This listing is waiting for review. An admin will publish it once approved.',
    ownerStatusInvalid: 'Please choose Active, Inactive, Sold or Rented',
    updateFailed: 'Failed to update property',
    hasCustomerHistory:
      'This property has tour requests or enquiries from customers, so it cannot be deleted. Mark it Inactive, Sold or Rented instead.',
    updated: 'Property updated successfully!',
    statusUpdated: 'Property status updated',
    pdfOnly: 'Only PDF files can be embedded in a section',
  },

  maintenance: {
    submitted: 'Maintenance request submitted successfully.',
    failed: 'Failed to submit maintenance request',
    /** (not in spec) */
    propertyRequired: 'Property is required',
    titleRequired: 'Title is required',
    categoryRequired: 'Category is required',
    priorityRequired: 'Priority is required',
    descriptionRequired: 'Description is required',
    /** (not in spec) status rules */
    statusNotAllowed: (from: string, to: string) => `A ${from} request cannot be moved to ${to}`,
    updated: 'Maintenance request updated',
  },

  nri: {
    success: 'Property added successfully! Our team will contact you within 24 hours.',
  },

  rent: {
    success: 'Property listed for rent successfully!',
    /** (not in spec) */
    propertyRequired: 'Please select a property',
    depositRequired: 'Security deposit is required',
    availableFromRequired: 'Available from date is required',
    saleOnlyType: 'Land and plots can only be listed for sale',
  },

  admin: {
    auth: {
      bothRequired: 'Please enter both email and password',
      authenticationFailed: 'Authentication failed. Please check your credentials.',
      accessDenied: 'Access denied. This portal is restricted to administrators only.',
      apiUnauthorized: 'Admin API unauthorized',
      welcome: 'Welcome to Admin Dashboard!',
      loading: 'Loading admin dashboard...',
      comingSoon: 'Coming Soon - This section is under development.',
    },
    properties: {
      updated: 'Property updated successfully!',
      created: 'Property created successfully!',
      deleted: 'Property deleted successfully!',
      updateFailed: 'Failed to update property. Please try again.',
      createFailed: 'Failed to create property. Please try again.',
      imagesFailed: 'Property created but some images failed to upload',
      deleteFailed: 'Failed to delete property. Please try again.',
      loadFailed: 'Failed to load properties data. Please check your database connection.',
      noOwners: 'No property owners available. Please add a seller or agent first.',
      updating: 'Updating...',
      /** (not in spec) */
      ownerRequired: 'Owner is required',
      plotAreaRequired: 'Plot area (sqft) is required',
      zipRequired: 'Zip code is required',
    },
    users: {
      created: 'User created successfully!',
      updated: 'User updated successfully!',
      deleted: 'User deleted successfully!',
      passwordRequired: 'Password is required for new users',
      rateLimit: (seconds: number) => `Rate limit reached. Please wait ${seconds} seconds before creating another user.`,
      cooldown: (seconds: number) => `Please wait ${seconds} seconds before adding another user.`,
      waitButton: (seconds: number) => `Wait ${seconds}s`,
      createFailed: (detail: string) => `Failed to create user: ${detail.slice(0, 100)}...`,
      updateFailed: 'Failed to update user',
      updateFailedRetry: 'Failed to update user. Please try again.',
      deleteFailed: 'Failed to delete user. Please try again.',
      loadFailed: 'Failed to load users data. Please check your database connection.',
      /** (not in spec) */
      roleRequired: 'User type is required',
      statusRequired: 'Status is required',
      verificationStatusRequired: 'Verification status is required',
      dateOfBirthInvalid: 'Please enter a valid date of birth',
      confirmDelete: 'Are you sure you want to delete this user?',
    },
    userApprovals: {
      /** '{Type} approved successfully!' with the licence number appended when one was issued. */
      approved: (type: string, licenseNumber?: string | null) =>
        licenseNumber ? `${type} approved successfully! License number: ${licenseNumber}` : `${type} approved successfully!`,
      rejected: 'User application rejected',
      approveFailed: 'Failed to approve user. Please try again.',
      rejectFailed: 'Failed to reject user. Please try again.',
      loadFailed: 'Failed to load pending users',
      reasonRequired: 'Please provide a reason for rejection',
      alreadyApproved: 'This application has been approved',
      alreadyRejected: 'This application has been rejected',
      quickRejectNote: 'Application does not meet requirements',
    },
    approvals: {
      granted: 'Approval granted successfully',
      rejected: 'Approval rejected',
      approveFailed: 'Failed to approve',
      rejectFailed: 'Failed to reject',
      fetchFailed: 'Failed to fetch approvals',
    },
    documents: {
      approved: 'Document approved',
      rejected: 'Document rejected',
      approveFailed: 'Failed to approve document',
      rejectFailed: 'Failed to reject document',
      openFailed: 'Failed to open document',
      downloadFailed: 'Failed to download document',
      loadFailed: 'Failed to load documents',
      defaultRejectReason: 'Document does not meet requirements',
    },
    bookings: {
      created: 'Booking created successfully!',
      updated: 'Booking updated successfully!',
      createFailed: (message?: string | null) => `Failed to create booking: ${message || 'Please try again.'}`,
      updateFailed: (message?: string | null) => `Failed to update booking: ${message || 'Please try again.'}`,
      deleteFailed: 'Failed to delete booking',
      loadFailed: 'Failed to load bookings data. Please check your database connection.',
      requiredFields: 'Please fill in all required fields',
      dateTimeRequired: 'Please fill in booking date and time',
      customerRequired: 'Please select a customer',
      /** (not in spec) */
      propertyRequired: 'Please select a property',
      statusInvalid: 'Please select a valid status',
      confirmDelete: 'Are you sure you want to delete this booking?',
    },
    cities: {
      added: 'City added successfully!',
      updated: 'City updated successfully!',
      deleted: 'City deleted successfully!',
      statusUpdated: 'City status updated!',
      addFailed: 'Failed to add city',
      updateFailed: 'Failed to update city',
      deleteFailed: 'Failed to delete city',
      statusFailed: 'Failed to update city status',
      confirmDelete: 'Are you sure you want to delete this city?',
      /** (not in spec) */
      nameRequired: 'City name is required',
      stateRequired: 'State is required',
      stateInvalid: 'Please choose one of the Indian states or Delhi',
      imageUrlInvalid: 'Image URL must be a valid URL',
      latitudeInvalid: 'Latitude must be a number between -90 and 90',
      longitudeInvalid: 'Longitude must be a number between -180 and 180',
    },
    states: {
      added: 'State added successfully!',
      updated: 'State updated successfully!',
      deleted: 'State deleted successfully!',
      statusUpdated: 'State status updated!',
      addFailed: 'Failed to add state',
      updateFailed: 'Failed to update state',
      deleteFailed: 'Failed to delete state',
      statusFailed: 'Failed to update state status',
      /** (not in spec: the prompt "warns that it affects all cities in that state") */
      confirmDelete: 'Are you sure you want to delete this state? This will affect all cities in this state.',
      nameRequired: 'State name is required',
      codeRequired: 'State code is required',
      codeTooLong: 'State code must be at most 2 characters',
      codeInvalid: 'State code must contain letters only',
      codeLength: 'State code must be 2 letters',
      regionRequired: 'Region is required',
    },
    assignments: {
      assigned: (kind: 'Inquiry' | 'Property') => `${kind} assigned successfully`,
      failed: 'Failed to assign',
      fetchFailed: 'Failed to fetch data',
      agentAssigned: 'Agent assigned successfully! They will need to accept the assignment.',
      assignAgentFailed: 'Failed to assign agent. Please try again.',
      loadAgentsFailed: 'Failed to load agents. Please try again.',
      /** (not in spec) */
      agentRequired: 'Please select an agent',
      targetRequired: 'Please select an inquiry or property',
      expiryInvalid: 'Please choose an expiry of 4, 8, 12, 24 or 48 hours',
      /** (not in spec) a follow-up goes to whoever handles its enquiry. */
      followUpNotAssignable: 'This is a follow-up: assign the enquiry it follows up, and the follow-up goes to the same agent',
    },
    viewings: {
      /** (not in spec) */
      statusInvalid: 'Please select a valid viewing status',
      statusUpdated: 'Viewing status updated',
    },
    general: {
      refreshed: 'Data refreshed successfully',
      fetchSomeFailed: 'Failed to fetch some data from database',
      noDataToExport: 'No data to export',
    },
  },
} as const

export type Messages = typeof MESSAGES
