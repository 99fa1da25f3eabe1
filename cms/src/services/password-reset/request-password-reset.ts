import type { Payload } from 'payload'
import type { SiteLocale } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { issuePasswordReset } from '../../domain/password-reset/issue-password-reset'

export type RequestPasswordResetOptions = {
  payload: Payload
  /** Whoever asks; nobody need be signed in (null). The link goes only to the account's own address. */
  user: SessionUser | null
  input: { email: string }
  /** The language of the page that asked: the mail is in it. */
  locale?: SiteLocale
}

/**
 * E-mails a single-use reset link to the account, if there is one. It answers before the mail is
 * queued (`delivery`), so neither the answer nor its timing reveals whether the e-mail is registered.
 */
export async function requestPasswordReset({ payload, input, locale }: RequestPasswordResetOptions): Promise<{ delivery: Promise<void> }> {
  return issuePasswordReset({ payload, email: input.email, locale })
}
