// Timings, count and length limits, admin page sizes and map settings.

import { OTP_LENGTH } from './accounts'

/** How long a refusal without its own Retry-After asks the member to wait. */
const RATE_LIMIT_DEFAULT_SECONDS = 48

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
  /** The agent's assignments: their time left moves on. */
  assignmentsRefresh: 60_000,
  simulatedSubmit: 2000,
  bankVerification: 2000,
  adminRefreshSpinner: 1000,
  viewingsLoadDelay: 10,
  adminProfilePoll: 200,
  geolocationTimeout: 10_000,
  rateLimitDefault: RATE_LIMIT_DEFAULT_SECONDS * 1000,
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
  rateLimitDefaultSeconds: RATE_LIMIT_DEFAULT_SECONDS,
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
