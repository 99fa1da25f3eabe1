import type { Payload } from 'payload'
import { expiresAt, expiryCutoff, formatDate, fullName, reminderCutoff } from '@gruha/shared'
import { serverEnv } from '../../env'
import type { User } from '../../payload-types'
import { readTrustSettings } from '../../domain/trust-settings'
import { signConfirmToken } from './confirm-token'
import { queueMail } from '../../mail'

export type FreshnessResult = { expired: number[]; reminded: number[] }

const BATCH = 100

/** The page the reminder links to: it shows a Confirm button; only that POST confirms. */
export const confirmLink = (token: string): string => {
  const url = new URL('/listing/confirm', serverEnv().SITE_URL)
  url.searchParams.set('token', token)
  return url.toString()
}

/**
 * Listing freshness (issue 23), run by the `listingFreshness` job: a live listing whose owner has
 * not confirmed it for `listing_expiry_days` is taken down (inactive, `expired_at`); one that is
 * `expiry_reminder_days` from that gets one reminder e-mail with a signed, single-use "still
 * available" link. System work; `now` is injectable so tests move the clock.
 */
export async function runFreshness({ payload, now = new Date() }: { payload: Payload; now?: Date }): Promise<FreshnessResult> {
  const settings = await readTrustSettings(payload)
  const result: FreshnessResult = { expired: [], reminded: [] }

  const expired = await payload.update({
    collection: 'properties',
    where: {
      and: [{ status: { equals: 'active' } }, { last_confirmed_at: { less_than_equal: expiryCutoff(now, settings).toISOString() } }],
    },
    data: { status: 'inactive', expired_at: now.toISOString() },
    depth: 0,
    limit: BATCH,
    select: { title: true },
    overrideAccess: true,
  })
  result.expired = expired.docs.map((d) => d.id)
  for (const error of expired.errors) payload.logger.error(`Could not expire listing ${error.id}: ${error.message}`)

  const due = await payload.find({
    collection: 'properties',
    where: {
      and: [
        { status: { equals: 'active' } },
        { last_confirmed_at: { less_than_equal: reminderCutoff(now, settings).toISOString() } },
        { expiry_reminder_sent_at: { exists: false } },
      ],
    },
    select: { title: true, owner: true, last_confirmed_at: true },
    populate: { users: { email: true, first_name: true, last_name: true } },
    depth: 1,
    limit: BATCH,
    sort: 'last_confirmed_at',
    overrideAccess: true,
  })
  for (const listing of due.docs) {
    const owner = listing.owner && typeof listing.owner === 'object' ? (listing.owner as User) : null
    // Stamped first: a listing is reminded once even if the mail server fails (the owner can still confirm on the site).
    await payload.update({
      collection: 'properties',
      id: listing.id,
      data: { expiry_reminder_sent_at: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    result.reminded.push(listing.id)
    if (!owner?.email) continue
    await queueMail({
      payload,
      to: owner.email,
      template: 'listing-reminder',
      data: {
        name: fullName(owner) || owner.email,
        title: listing.title,
        link: confirmLink(signConfirmToken(payload.secret, listing.id, now)),
        expiresOn: formatDate(expiresAt(new Date(listing.last_confirmed_at ?? now), settings).toISOString(), 'en'),
      },
    })
  }
  return result
}
