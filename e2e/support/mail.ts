import fs from 'node:fs'
import path from 'node:path'
import { mailDir, smsLog } from './env'

export type CaughtMail = { file: string; to: string; subject: string; text: string }

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?), as mail clients decode long or non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** Headers and a readable body of a raw message written by the local SMTP catcher. */
function parse(file: string): CaughtMail {
  const raw = fs.readFileSync(file, 'utf8')
  const [head] = raw.split(/\r?\n\r?\n/)
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(head)?.[1]
      .replace(/\r?\n[ \t]/g, ' ')
      .trim() ?? ''
  // Every part, decoded, joined: enough to find codes, links and phrases.
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  const text = parts
    .map((part) => {
      const [partHead, ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead)) return decodeQuotedPrintable(body)
      if (/content-transfer-encoding:\s*base64/i.test(partHead)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      return body
    })
    .join('\n')
  return { file, to: header('To'), subject: decodeEncodedWords(header('Subject')), text }
}

/** Waits for a message to an address (optionally matching a subject) and returns the newest. */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number; after?: number } = {}): Promise<CaughtMail> {
  const until = Date.now() + (options.timeoutMs ?? 15_000)
  while (Date.now() < until) {
    const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort().reverse() : []
    for (const name of files) {
      if (options.after && Number(name.split('-')[0]) < options.after) continue
      const mail = parse(path.join(mailDir(), name))
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(mail.subject))) return mail
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no mail to ${to} arrived`)
}

/** The newest 6-digit code texted to `phone` (after `after`, an ISO time), read from the dev SMS log, never from a response. */
export async function smsCode(phone: string, options: { after?: string; timeoutMs?: number } = {}): Promise<string> {
  const file = smsLog()
  const until = Date.now() + (options.timeoutMs ?? 10_000)
  while (Date.now() < until) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : []
    for (const line of lines.reverse()) {
      const [at, to, text] = line.split('\t')
      if (to?.replace(/\D/g, '').endsWith(phone.slice(-10)) && (!options.after || at > options.after)) {
        const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
        if (code) return code
      }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS to ${phone}`)
}
