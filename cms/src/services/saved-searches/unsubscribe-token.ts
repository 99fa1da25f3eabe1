import crypto from 'node:crypto'
import { serverEnv } from '../../env'

/** A signed token that lets the link in an alert e-mail stop that one saved search, without signing in. */
export function unsubscribeToken(savedSearchId: number): string {
  return crypto.createHmac('sha256', serverEnv().PAYLOAD_SECRET).update(`saved-search-unsubscribe:${savedSearchId}`).digest('base64url')
}

export function verifyUnsubscribeToken(savedSearchId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(savedSearchId))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** The page the e-mail links to (it shows a button; the POST stops the alerts). */
export const unsubscribeUrl = (savedSearchId: number) =>
  `${serverEnv().SITE_URL}/saved-searches/unsubscribe?id=${savedSearchId}&token=${unsubscribeToken(savedSearchId)}`
