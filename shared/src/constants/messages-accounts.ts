// Messages (word for word from the spec) of accounts: sign-in, sign-up, passwords, OTP, bank details, profile and uploads.

import { LIMITS } from './limits'

/** The spec's words, with the length the password rule checks (`LIMITS.passwordMin`). */
const PASSWORD_TOO_SHORT = `Password must be at least ${LIMITS.passwordMin} characters long` as const

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: PASSWORD_TOO_SHORT,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const

/** Sign-in (modal, login page) and session. */
export const AUTH_MESSAGES = {
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
} as const

export const SIGNUP_MESSAGES = {
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
} as const

export const UPLOAD_MESSAGES = {
  unsupportedType: 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF',
  tooLarge: 'File too large. Maximum size is 5MB',
  typeNotAllowed: 'File type not allowed. Please upload PNG, JPG, JPEG, or PDF files only.',
  imagesSkipped: 'Some files were skipped. Only PNG, JPG, and JPEG files are allowed for property images.',
  chooseIdProof: 'Please choose an ID proof file (PNG, JPG, JPEG, or PDF)',
  /** (not in spec) a file field that received something other than a file. */
  chooseFile: 'Please choose a file',
  /** (not in spec) a role that may not upload an image for that purpose (a buyer's listing photo). */
  imageNotAllowed: 'You are not allowed to upload this image',
  mustBeLoggedIn: 'You must be logged in to upload documents',
  /** (not in spec) an ownership paper for someone else's listing. */
  ownershipDocumentsOwnListingsOnly: 'You can upload ownership documents only for your own listings',
  documentUnsupported: (document: string) => `${document} has unsupported file type`,
  documentTooLarge: (document: string) => `${document} is too large`,
} as const

export const OTP_MESSAGES = {
  enterPhone: 'Please enter your phone number',
  enterOtp: 'Please enter the OTP',
  /** (not in spec) */
  otpDigits: 'OTP must be 6 digits',
  failedToSend: 'Failed to send OTP',
  invalid: 'Invalid OTP',
  sent: 'OTP sent to your phone',
  verified: 'OTP verified successfully',
  /** (not in spec) */
  phoneMismatch: 'This phone number does not match the one on your account',
} as const

export const PASSWORD_CHANGE_MESSAGES = {
  newPasswordsDoNotMatch: 'New passwords do not match',
  minLength: PASSWORD_TOO_SHORT,
  /** (not in spec) */
  currentPasswordRequired: 'Current password is required',
  /** (not in spec) */
  currentPasswordIncorrect: 'Current password is incorrect',
  failed: 'Failed to change password',
  success: 'Password changed successfully!',
} as const

export const BANK_MESSAGES = {
  fillAll: 'Please fill in all bank account details',
  accountNumbersDoNotMatch: 'Account numbers do not match',
  /** (not in spec) */
  accountNumberInvalid: 'Please enter a valid bank account number',
  ifscInvalid: 'Please enter a valid IFSC code',
  failed: 'Failed to update bank details',
  success: 'Bank details updated successfully!',
  verified: 'Bank account verified successfully!',
} as const

export const FORGOT_PASSWORD_MESSAGES = {
  failed: 'Failed to send reset email',
  sent: 'If an account exists for this email, a reset link has been sent. Please check your inbox.',
} as const

export const RESET_PASSWORD_MESSAGES = {
  minLength: PASSWORD_TOO_SHORT,
  passwordsDoNotMatch: 'Passwords do not match',
  missingToken: 'Missing or invalid reset link. Please request a new reset email.',
  failed: 'Failed to update password',
  success: 'Password updated successfully. You can now sign in.',
} as const

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailedAgent: 'Failed to update profile',
  updateFailed: 'Failed to update profile. Please try again.',
  idProofUploaded: 'ID proof uploaded successfully. We will review it shortly.',
  idProofFailed: 'Failed to upload ID proof',
} as const
