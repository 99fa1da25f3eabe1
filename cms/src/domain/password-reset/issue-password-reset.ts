import type { Payload } from 'payload'
import type { SiteLocale } from '@gruha/shared'
import { queueMail } from '../../mail'
import { serverEnv } from '../../env'
import { RESET_TOKEN_TTL_MS, generateResetToken, hashResetToken } from './token'
import { findAccountByEmail } from '../auth/find-account-by-email'

export type IssuePasswordResetOptions = {
  payload: Payload
  email: string
  /** The language of the page that asked: the mail is in it. */
  locale?: SiteLocale
}

/**
 * E-mails a single-use reset link to the account, if there is one. The caller always shows the
 * same neutral message, so the answer never reveals whether the e-mail is registered; and it
 * answers before the slow part (queueing the mail, `delivery`), so the timing does not either.
 *
 * Payload's own resetPassword checks the stored token, so we store the token's hash there and
 * later hand Payload the hash of what the link carries: the database never holds a usable token.
 */
export async function issuePasswordReset({ payload, email, locale }: IssuePasswordResetOptions): Promise<{ delivery: Promise<void> }> {
  const user = await findAccountByEmail(payload, email)
  if (!user) return { delivery: Promise.resolve() }

  const token = generateResetToken()
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      resetPasswordToken: hashResetToken(token),
      resetPasswordExpiration: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
    },
  })

  const delivery = queueMail({
    payload,
    to: user.email,
    locale,
    template: 'password-reset',
    data: { firstName: user.first_name ?? null, link: `${serverEnv().SITE_URL}/reset-password?token=${encodeURIComponent(token)}` },
  })
  return { delivery }
}
