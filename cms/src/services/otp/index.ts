export { sendOtp, OTP_PHONE_MISMATCH, OtpNotSentError, otpThrottledMessage } from './send-otp'
export { verifyOtp } from './verify-otp'
export { OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, generateOtp, hashOtp } from './otp-rules'
export type { OtpUser, SendOtpOptions, VerifyOtpOptions } from './types'
