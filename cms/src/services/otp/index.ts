export { sendOtp, OtpNotSentError, otpThrottledMessage } from './send-otp'
export { verifyOtp } from '../../domain/otp/verify-otp'
export { OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, generateOtp, hashOtp } from '../../domain/otp/otp-rules'
export type { OtpUser, SendOtpOptions, VerifyOtpOptions } from '../../domain/otp/types'
