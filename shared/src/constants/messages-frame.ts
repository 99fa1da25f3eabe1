// Messages (word for word from the spec) that the site's frame shows on /buy and /rent: browsing and
// cards, the property page's loading and not-found texts, the error page and the e-mail verification
// banner. Their own module, so a page that needs only these does not bundle every MESSAGES group (issue 19).

/** Home, buy, rent, map and cards. */
export const BROWSING_MESSAGES = {
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
} as const

export const PROPERTY_DETAIL_MESSAGES = {
  loading: 'Loading property details...',
  failed: 'Failed to load property details',
  notFound: 'Property Not Found',
  ownerRestricted: 'Owner details restricted to approved agents',
  videoComingSoon: 'Video content coming soon',
} as const

export const ERROR_BOUNDARY_MESSAGES = {
  title: 'Something went wrong',
  body: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  button: 'Refresh Page',
} as const

export const EMAIL_VERIFICATION_MESSAGES = {
  enterOtp: 'Please enter the OTP',
  emailRequired: 'Email is required',
  emailRequiredToResend: 'Email is required to resend OTP',
  failedCheckOtp: 'Failed to verify email. Please check your OTP and try again.',
  failed: 'Failed to verify email. Please try again.',
  success: 'Your email has been successfully verified! You can now sign in to your account. Redirecting to homepage...',
  resendFailed: 'Failed to resend verification email. Please try again.',
} as const
