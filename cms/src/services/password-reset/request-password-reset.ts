import type { Payload } from 'payload'
import { serverEnv } from '../../env'
import { RESET_TOKEN_TTL_MS, generateResetToken, hashResetToken } from './token'

export type RequestPasswordResetOptions = { payload: Payload; email: string }

/**
 * E-mails a single-use reset link to the account, if there is one. The caller always shows the
 * same neutral message, so the answer never reveals whether the e-mail is registered; and it
 * answers before the slow part (sending the mail, `delivery`), so the timing does not either.
 *
 * Payload's own resetPassword checks the stored token, so we store the token's hash there and
 * later hand Payload the hash of what the link carries: the database never holds a usable token.
 */
export async function requestPasswordReset({ payload, email }: RequestPasswordResetOptions): Promise<{ delivery: Promise<void> }> {
  const address = email.trim().toLowerCase()
  // System work: the visitor cannot read users.
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0] as { id: number; first_name?: string | null } | undefined
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

  const link = `${serverEnv().SITE_URL}/reset-password?token=${encodeURIComponent(token)}`
  const greeting = user.first_name ? `Hello ${user.first_name},` : 'Hello,'
  const delivery = payload.sendEmail({
    to: address,
    subject: 'Reset your Gruha password',
    text: `${greeting}\n\nSomeone asked to reset the password of your Gruha account. Choose a new password here (the link works once, for one hour):\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Gruha account. The link below works once, for one hour.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
  })
  return { delivery: Promise.resolve(delivery).then(() => undefined) }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
