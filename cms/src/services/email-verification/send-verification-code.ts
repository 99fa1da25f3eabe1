import type { Payload } from 'payload'
import { serverEnv } from '../../env'
import { CODE_TTL_MS, generateCode, hashCode } from './code'

export type SendVerificationCodeOptions = { payload: Payload; email: string }

/**
 * E-mails a fresh 6-digit code to an unverified account and retires any earlier code. Does
 * nothing for unknown or already verified addresses, so the answer never reveals which e-mails
 * have accounts. The code itself goes only into the e-mail.
 */
export async function sendVerificationCode({ payload, email }: SendVerificationCodeOptions): Promise<void> {
  const address = email.trim().toLowerCase()
  // System work: the visitor cannot read users or codes.
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0] as { id: number; email: string; first_name?: string | null; email_verified?: boolean | null } | undefined
  if (!user || user.email_verified) return

  await payload.delete({
    collection: 'email-verification-codes',
    where: { email: { equals: address } },
    overrideAccess: true,
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
  })

  const link = `${serverEnv().SITE_URL}/email-verification?email=${encodeURIComponent(address)}`
  const minutes = CODE_TTL_MS / 60_000
  const greeting = user.first_name ? `Hello ${user.first_name},` : 'Hello,'
  await payload.sendEmail({
    to: address,
    // No code in the subject: subjects end up in mail logs.
    subject: 'Verify your email for Gruha',
    text: `${greeting}\n\nYour Gruha verification code is ${code}. It expires in ${minutes} minutes.\n\nEnter it at ${link}\n\nIf you did not create a Gruha account, you can ignore this email.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your Gruha verification code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>. It expires in ${minutes} minutes.</p><p><a href="${escapeHtml(link)}">Enter your code</a></p><p>If you did not create a Gruha account, you can ignore this email.</p>`,
  })
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
