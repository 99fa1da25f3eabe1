import type { Payload, PayloadRequest } from 'payload'
import type { SiteLocale } from '@gruha/shared'
import { queueMail } from '../../mail'
import { serverEnv } from '../../env'
import { CODE_TTL_MS, generateCode, hashCode } from './code'
import { accountEmail, findAccountByEmail } from '../auth/find-account-by-email'

export type QueueVerificationCodeOptions = {
  payload: Payload
  email: string
  /** The language of the page that asked for the code: the mail is in it. */
  locale?: SiteLocale
  /** The operation that created the account, when it has not committed yet: the code and mail join it. */
  req?: PayloadRequest
}

/**
 * E-mails a fresh 6-digit code to an unverified account and retires any earlier code. Does
 * nothing for unknown or already verified addresses, so the answer never reveals which e-mails
 * have accounts. The code itself goes only into the e-mail (queued, sent by the jobs queue).
 */
export async function queueVerificationCode({ payload, email, locale, req }: QueueVerificationCodeOptions): Promise<void> {
  const address = accountEmail(email)
  // System work: the visitor cannot read users or codes.
  const user = await findAccountByEmail(payload, address, req)
  if (!user || user.email_verified) return

  await payload.delete({
    collection: 'email-verification-codes',
    where: { email: { equals: address } },
    overrideAccess: true,
    req,
  })
  const code = generateCode()
  await payload.create({
    collection: 'email-verification-codes',
    overrideAccess: true,
    data: {
      user: user.id,
      email: address,
      code_hash: hashCode(address, code),
      expires_at: new Date(Date.now() + CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
    req,
  })

  await queueMail({
    payload,
    req,
    to: address,
    locale,
    template: 'verify-email',
    data: {
      firstName: user.first_name ?? null,
      code,
      minutes: CODE_TTL_MS / 60_000,
      link: `${serverEnv().SITE_URL}/email-verification?email=${encodeURIComponent(address)}`,
    },
  })
}
