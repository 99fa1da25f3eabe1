// MESSAGES: all user-facing copy (word for word from the spec), assembled from the domain message modules.

import {
  PASSWORD_MESSAGES,
  AUTH_MESSAGES,
  SIGNUP_MESSAGES,
  UPLOAD_MESSAGES,
  OTP_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  BANK_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
} from './messages-accounts'
import {
  TOUR_MESSAGES,
  INQUIRY_MESSAGES,
  AGENTS_MESSAGES,
  SAVED_MESSAGES,
  SELLER_MESSAGES,
  BOOKINGS_MESSAGES,
  ASSIGNMENTS_MESSAGES,
  PROPERTIES_MESSAGES,
  MAINTENANCE_MESSAGES,
  NRI_MESSAGES,
  RENT_MESSAGES,
} from './messages-listings'
import { ADMIN_MESSAGES } from './messages-admin'
import { BROWSING_MESSAGES, EMAIL_VERIFICATION_MESSAGES, ERROR_BOUNDARY_MESSAGES, PROPERTY_DETAIL_MESSAGES } from './messages-frame'

/**
 * User-facing copy, word for word from the spec's error catalogues and validation rules. Entries
 * marked "(not in spec)" are our own wording for cases the spec requires but does not word.
 */
export const MESSAGES = {
  password: PASSWORD_MESSAGES,
  /** Sign-in (modal, login page) and session. */
  auth: AUTH_MESSAGES,
  signup: SIGNUP_MESSAGES,
  upload: UPLOAD_MESSAGES,
  otp: OTP_MESSAGES,
  passwordChange: PASSWORD_CHANGE_MESSAGES,
  bank: BANK_MESSAGES,
  emailVerification: EMAIL_VERIFICATION_MESSAGES,
  forgotPassword: FORGOT_PASSWORD_MESSAGES,
  resetPassword: RESET_PASSWORD_MESSAGES,
  /** Home, buy, rent, map and cards. */
  browsing: BROWSING_MESSAGES,
  propertyDetail: PROPERTY_DETAIL_MESSAGES,
  tour: TOUR_MESSAGES,
  inquiry: INQUIRY_MESSAGES,
  agents: AGENTS_MESSAGES,
  /** (not in spec) the save heart and /saved-properties. */
  saved: SAVED_MESSAGES,
  seller: SELLER_MESSAGES,
  errorBoundary: ERROR_BOUNDARY_MESSAGES,
  /** Buyer's My Bookings. */
  bookings: BOOKINGS_MESSAGES,
  /** Agent assignments. */
  assignments: ASSIGNMENTS_MESSAGES,
  profile: PROFILE_MESSAGES,
  /** Owner property pages and the add-property form. */
  properties: PROPERTIES_MESSAGES,
  maintenance: MAINTENANCE_MESSAGES,
  nri: NRI_MESSAGES,
  rent: RENT_MESSAGES,
  admin: ADMIN_MESSAGES,
} as const

export type Messages = typeof MESSAGES
