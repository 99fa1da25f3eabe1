// Messages (word for word from the spec) of the site: browsing, property pages, tours, enquiries, agents, sellers, owners and rentals.

export const TOUR_MESSAGES = {
  signInRequired: 'Please sign in to book a tour',
  dateTimeRequired: 'Please select both date and time',
  /** (not in spec) */
  dateInvalid: 'Please select a date within the next 60 days',
  timeInvalid: 'Please select a time between 09:00 and 17:00',
  success: (date: string, time: string) =>
    `Tour request submitted! Scheduled for ${date} at ${time}. The property owner will confirm shortly.`,
  failed: 'Failed to book tour. Please try again.',
} as const

export const INQUIRY_MESSAGES = {
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
  ownerOnly: 'Only the owner of this property can answer the enquiry.',
  alreadyClosed: 'This enquiry is closed.',
  answerFailed: 'Failed to update the enquiry. Please try again.',
  replySent: 'Reply sent to the buyer',
  closed: 'Enquiry closed',
} as const

export const AGENTS_MESSAGES = {
  noAgents: 'No Agents Found',
  /** (not in spec) the contact modal. */
  messageRequired: 'Please write a message',
  agentRequired: 'Please choose an agent',
  agentNotFound: 'This agent is no longer available',
  signInToContact: 'Please sign in to contact an agent',
  messageSent: 'Message sent! The agent will get back to you soon.',
  messageFailed: 'Failed to send message. Please try again.',
  viewingRequest: 'I would like to schedule a property viewing with you. Please let me know a convenient date and time.',
} as const

/** (not in spec) the save heart and /saved-properties. */
export const SAVED_MESSAGES = {
  notFound: 'This property is no longer available',
  failed: 'Could not update your saved properties. Please try again.',
  forbidden: 'Only buyer, seller and agent accounts can save properties',
  empty: 'You have not saved any properties yet.',
  unavailable: 'This listing is no longer available.',
} as const

export const SELLER_MESSAGES = {
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
} as const

/** Buyer's My Bookings. */
export const BOOKINGS_MESSAGES = {
  fetchFailed: 'Failed to fetch bookings',
  cancelled: 'Booking cancelled successfully',
  cancelFailed: 'Failed to cancel booking',
  cancelledByUserNote: 'Cancelled by user',
  /** (not in spec) the owner's confirm, decline or complete (/property-bookings). */
  updateFailed: 'Failed to update booking. Please try again.',
  onlyPendingCancellable: 'Only a pending booking can be cancelled.',
  /** The owner's moves, by the tour's new status. */
  moved: { confirmed: 'Tour confirmed', cancelled: 'Tour declined', completed: 'Tour marked completed' },
} as const

/** Agent assignments. */
export const ASSIGNMENTS_MESSAGES = {
  accepted: 'Assignment accepted successfully!',
  declined: 'Assignment declined',
  failed: 'Failed to respond to assignment. Please try again.',
  expired: 'Expired',
} as const

/** Owner property pages and the add-property form. */
export const PROPERTIES_MESSAGES = {
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
} as const

export const MAINTENANCE_MESSAGES = {
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
} as const

export const NRI_MESSAGES = {
  success: 'Property added successfully! Our team will contact you within 24 hours.',
} as const

export const RENT_MESSAGES = {
  success: 'Property listed for rent successfully!',
  /** (not in spec) */
  propertyRequired: 'Please select a property',
  depositRequired: 'Security deposit is required',
  availableFromRequired: 'Available from date is required',
  saleOnlyType: 'Land and plots can only be listed for sale',
} as const
