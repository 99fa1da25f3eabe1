import type { Payload } from 'payload'
import type { SiteLocale } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { queueVerificationCode } from '../../domain/email-verification/queue-verification-code'

export type SendVerificationCodeOptions = {
  payload: Payload
  /** A visitor (null) names the address; the site puts a signed-in member's own address in `input`. */
  user: SessionUser | null
  input: { email: string }
  /** The language of the page that asked for the code: the mail is in it. */
  locale?: SiteLocale
}

/**
 * E-mails a fresh 6-digit code to an unverified account and retires any earlier code. Does nothing
 * for unknown or already verified addresses, so the answer never reveals which e-mails have accounts.
 */
export async function sendVerificationCode({ payload, input, locale }: SendVerificationCodeOptions): Promise<void> {
  await queueVerificationCode({ payload, email: input.email, locale })
}
