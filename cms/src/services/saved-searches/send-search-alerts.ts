import type { Payload } from 'payload'
import { isSiteLocale, parsePropertySearch, propertyPath, type SavedSearchFrequency } from '@gruha/shared'
import { serverEnv } from '../../env'
import { parseBbox, searchWhere } from '../properties/search-where'
import type { SavedSearch } from '../../payload-types'
import { queueMail } from '../../mail'
import type { SearchAlertListing } from '../../mail/templates/search-alert'
import { unsubscribeUrl } from './unsubscribe-token'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long after its last look a search is due again. */
const INTERVAL_MS: Record<SavedSearchFrequency, number> = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS }
/** At most this many listings in one e-mail (the rest wait for the next one). */
export const ALERT_LISTINGS_MAX = 20
const SEARCHES_PER_RUN = 200

export type SendSearchAlertsResult = { checked: number; mailed: number; listings: number }

const relationId = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number | null))

/**
 * The saved-search alerts (run by the jobs queue): for each active search that is due (instant:
 * every run; daily; weekly), the active listings that match it and were posted since it last
 * looked, read as its member (their access rules), minus any it already sent. Sends one e-mail in
 * the member's language with an unsubscribe link, records what it sent, and moves `checked_at`.
 */
export async function sendSearchAlerts({ payload, now = new Date() }: { payload: Payload; now?: Date }): Promise<SendSearchAlertsResult> {
  const result: SendSearchAlertsResult = { checked: 0, mailed: 0, listings: 0 }
  const { docs: searches } = await payload.find({
    collection: 'saved-searches',
    where: { active: { equals: true }, user: { exists: true } },
    sort: 'checked_at',
    limit: SEARCHES_PER_RUN,
    depth: 0,
    overrideAccess: true,
  })
  for (const search of searches) {
    const since = new Date(search.checked_at ?? search.createdAt)
    if (now.getTime() - since.getTime() < INTERVAL_MS[search.frequency]) continue
    result.checked += 1
    const sent = await alertOne(payload, search, since, now)
    if (sent) {
      result.mailed += 1
      result.listings += sent
    }
  }
  return result
}

async function alertOne(payload: Payload, search: SavedSearch, since: Date, now: Date): Promise<number> {
  const member = await payload.findByID({
    collection: 'users',
    id: relationId(search.user)!,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const stamp = (extra: Partial<SavedSearch> = {}) =>
    payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { checked_at: now.toISOString(), ...extra },
      overrideAccess: true,
      depth: 0,
    })
  if (!member || member.status !== 'active' || !member.email) {
    await stamp()
    return 0
  }
  const query = new URLSearchParams(search.query ?? '')
  const where = searchWhere(parsePropertySearch(query), search.listing_type, parseBbox(query.get('bbox')))
  const { docs: matches } = await payload.find({
    collection: 'properties',
    where: { and: [where, { createdAt: { greater_than: since.toISOString() } }, { createdAt: { less_than_equal: now.toISOString() } }] },
    sort: 'createdAt',
    limit: ALERT_LISTINGS_MAX,
    depth: 0,
    select: { title: true, slug: true, listing_type: true, price: true, monthly_rent: true, city: true, createdAt: true },
    overrideAccess: false,
    user: { ...member, collection: 'users' },
  })
  const { docs: already } = matches.length
    ? await payload.find({
        collection: 'saved-search-hits',
        where: { saved_search: { equals: search.id }, property: { in: matches.map((m) => m.id) } },
        limit: ALERT_LISTINGS_MAX,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const sentIds = new Set(already.map((h) => relationId(h.property)))
  const fresh = matches.filter((m) => !sentIds.has(m.id))
  // More than fit in one e-mail: look again from the last one sent, not from now.
  const checkedUpTo = matches.length === ALERT_LISTINGS_MAX ? matches.at(-1)!.createdAt : now.toISOString()
  if (!fresh.length) {
    await stamp({ checked_at: checkedUpTo })
    return 0
  }
  const site = serverEnv().SITE_URL
  const listings: SearchAlertListing[] = fresh.map((m) => ({
    title: m.title,
    url: `${site}${propertyPath({ id: m.id, title: m.title, slug: m.slug })}`,
    listingType: m.listing_type === 'RENT' ? 'RENT' : 'SALE',
    price: m.price ?? null,
    monthlyRent: m.monthly_rent ?? null,
    city: m.city ?? '',
  }))
  const unsubscribe = unsubscribeUrl(search.id)
  await queueMail({
    payload,
    to: member.email,
    template: 'search-alert',
    locale: isSiteLocale(search.locale) ? search.locale : 'en',
    data: { searchName: search.name, listings, manageUrl: `${site}/saved-searches`, unsubscribeUrl: unsubscribe },
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
  for (const m of fresh) {
    await payload.create({
      collection: 'saved-search-hits',
      data: { saved_search: search.id, property: m.id },
      overrideAccess: true,
      depth: 0,
    })
  }
  await stamp({ checked_at: checkedUpTo, last_sent_at: now.toISOString() })
  return fresh.length
}
