import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { ServerEnv } from './env'

/** SMTP from the environment; with no SMTP_HOST, Payload logs mail to the console. */
export function emailAdapter(env: ServerEnv) {
  if (!env.SMTP_HOST) return undefined
  const match = /^(.*)<(.+)>$/.exec(env.MAIL_FROM)
  return nodemailerAdapter({
    defaultFromName: match ? match[1].trim() : 'Gruha',
    defaultFromAddress: match ? match[2].trim() : env.MAIL_FROM,
    skipVerify: true,
    transport: nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    }),
  })
}
