/**
 * Verification tiers and listing freshness (issue 23; ADR 0011). Pure functions of dates, so the
 * site, the console and the jobs agree and tests can move the clock.
 */

/** The checks a listing can pass, in the order they are shown. */
export const VERIFICATION_TIERS = ['owner_id', 'ownership_document', 'visited'] as const
export type VerificationTier = (typeof VERIFICATION_TIERS)[number]

/** Defaults of the site-settings `trust` group. */
export const TRUST_DEFAULTS = {
  /** A tier counts for this long after its date. */
  verification_valid_months: 12,
  /** A listing leaves the site this long after its owner last confirmed it. */
  listing_expiry_days: 60,
  /** The reminder goes out this many days before expiry. */
  expiry_reminder_days: 7,
  /** A listing taken down and posted again within this many weeks keeps its first listing date. */
  repost_window_weeks: 14,
} as const

export type TrustSettings = { -readonly [K in keyof typeof TRUST_DEFAULTS]: number }

/** The settings with their defaults where a value is missing. */
export function trustSettings(values: Partial<Record<keyof TrustSettings, number | null | undefined>> | null | undefined): TrustSettings {
  const out: TrustSettings = { ...TRUST_DEFAULTS }
  for (const key of Object.keys(TRUST_DEFAULTS) as (keyof TrustSettings)[]) {
    const v = values?.[key]
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[key] = v
  }
  return out
}

const DAY_MS = 86_400_000

/** `date` moved by whole calendar months (UTC), for "valid for 12 months". */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime())
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}

/** The earliest date a tier may carry and still count at `now`. */
export function verificationCutoff(now: Date, validMonths: number): Date {
  return addMonths(now, -validMonths)
}

export type TierDates = {
  owner_id_checked_at?: string | null
  ownership_document_checked_at?: string | null
  visited_at?: string | null
  visit_note?: string | null
}

export type PassedTier = { tier: VerificationTier; date: string; note?: string }

const TIER_FIELD: Record<VerificationTier, keyof TierDates> = {
  owner_id: 'owner_id_checked_at',
  ownership_document: 'ownership_document_checked_at',
  visited: 'visited_at',
}

/** The tiers a listing has passed and that have not expired at `now`, oldest rule first. */
export function passedTiers(doc: TierDates, now: Date, validMonths: number): PassedTier[] {
  const cutoff = verificationCutoff(now, validMonths).getTime()
  const out: PassedTier[] = []
  for (const tier of VERIFICATION_TIERS) {
    const value = doc[TIER_FIELD[tier]]
    const time = value ? new Date(value).getTime() : NaN
    if (!Number.isFinite(time) || time < cutoff || time > now.getTime() + DAY_MS) continue
    out.push(tier === 'visited' && doc.visit_note ? { tier, date: value!, note: doc.visit_note } : { tier, date: value! })
  }
  return out
}

/** "Verified" (the spec's badge and the /buy filter) means at least the owner ID tier. */
export const isVerifiedListing = (tiers: PassedTier[]): boolean => tiers.some((t) => t.tier === 'owner_id')

/** When a listing confirmed at `confirmedAt` expires. */
export const expiresAt = (confirmedAt: Date, settings: TrustSettings): Date =>
  new Date(confirmedAt.getTime() + settings.listing_expiry_days * DAY_MS)

/** Listings confirmed at or before this are due for expiry at `now`. */
export const expiryCutoff = (now: Date, settings: TrustSettings): Date => new Date(now.getTime() - settings.listing_expiry_days * DAY_MS)

/** Listings confirmed at or before this are due for their reminder at `now`. */
export const reminderCutoff = (now: Date, settings: TrustSettings): Date =>
  new Date(now.getTime() - (settings.listing_expiry_days - settings.expiry_reminder_days) * DAY_MS)

/** A listing taken down after this and posted again keeps its first listing date. */
export const repostCutoff = (now: Date, settings: TrustSettings): Date =>
  new Date(now.getTime() - settings.repost_window_weeks * 7 * DAY_MS)

/** Title or address compared for "the same listing again": case, spacing and punctuation ignored. */
export const repostKey = (text: string | null | undefined): string =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** (not in spec) Messages of the "still available" link; shown translated on the site. */
export const FRESHNESS_MESSAGES = {
  linkInvalid: 'This link is not valid. Please sign in and confirm the listing from My Properties.',
  linkUsed: 'This link has already been used or has been replaced by a newer reminder.',
  confirmed: 'Thank you. Your listing stays on Gruha.',
} as const

/** (not in spec) A field visit is recorded with a note of what was seen. */
export const VISIT_NOTE_REQUIRED = 'Please add a note about the visit'
