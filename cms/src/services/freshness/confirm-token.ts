import crypto from 'node:crypto'

/**
 * The "still available" link's token: `<listing id>.<reminder time, base 36 ms>.<HMAC-SHA256>`,
 * keyed with the server secret (PAYLOAD_SECRET). It names the reminder it came with, so it works
 * once (confirming clears the reminder) and a newer reminder replaces it.
 */
const mac = (secret: string, id: number, sentMs: number) =>
  crypto.createHmac('sha256', secret).update(`gruha:listing-confirm:${id}:${sentMs}`).digest('base64url')

export function signConfirmToken(secret: string, id: number, sentAt: Date): string {
  const ms = sentAt.getTime()
  return `${id}.${ms.toString(36)}.${mac(secret, id, ms)}`
}

/** The listing and reminder a token names, or null when it is malformed or not ours. */
export function readConfirmToken(secret: string, token: string | null | undefined): { id: number; sentMs: number } | null {
  const m = /^(\d{1,12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!m) return null
  const id = Number(m[1])
  const sentMs = parseInt(m[2]!, 36)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(sentMs)) return null
  const expected = Buffer.from(mac(secret, id, sentMs))
  const given = Buffer.from(m[3]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { id, sentMs } : null
}
