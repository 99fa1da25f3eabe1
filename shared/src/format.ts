/**
 * Display formatting: Indian currency, file sizes, time left, names, ids.
 * Every display function takes the page's locale (default English). Numbers go through Intl for
 * '<locale>-IN', which keeps Indian grouping (lakh, crore) and Latin digits in all three languages,
 * so server and browser render the same.
 */
import { DEFAULT_LOCALE, intlLocale, type SiteLocale } from './locales'
import {
  AGENT_CARD_DEFAULTS,
  CUSTOM_ID_DIGITS,
  CUSTOM_ID_PREFIXES,
  LICENSE_NUMBER_DIGITS,
  LICENSE_PREFIX_DEFAULT,
  ONE_CRORE,
  ONE_LAKH,
  ONE_THOUSAND,
} from './constants'

export const RUPEE = '₹'

/** The few words the formatters write, per language (the site's catalogues hold everything else). */
const WORDS: Record<
  SiteLocale,
  {
    notAvailable: string
    perMonth: string
    perSqft: string
    perSqyd: string
    expired: string
    crore: string
    lakh: string
    thousand: string
    hours: string
    minutes: string
  }
> = {
  en: {
    notAvailable: 'N/A',
    perMonth: '/month',
    perSqft: '/sq ft',
    perSqyd: '/sq yd',
    expired: 'Expired',
    crore: 'Cr',
    lakh: 'L',
    thousand: 'K',
    hours: 'h',
    minutes: 'm',
  },
  te: {
    notAvailable: 'అందుబాటులో లేదు',
    perMonth: '/నెల',
    perSqft: '/చ.అ.',
    perSqyd: '/గజం',
    expired: 'గడువు ముగిసింది',
    crore: 'కోట్లు',
    lakh: 'లక్షలు',
    thousand: 'వేలు',
    hours: 'గం',
    minutes: 'ని',
  },
  hi: {
    notAvailable: 'उपलब्ध नहीं',
    perMonth: '/माह',
    perSqft: '/वर्ग फुट',
    perSqyd: '/गज',
    expired: 'समय समाप्त',
    crore: 'करोड़',
    lakh: 'लाख',
    thousand: 'हज़ार',
    hours: 'घं',
    minutes: 'मि',
  },
}

const words = (locale: SiteLocale | undefined) => WORDS[locale ?? DEFAULT_LOCALE] ?? WORDS[DEFAULT_LOCALE]

const integerFormats = new Map<SiteLocale, Intl.NumberFormat>()
function integerFormat(locale: SiteLocale): Intl.NumberFormat {
  let f = integerFormats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0, useGrouping: true, numberingSystem: 'latn' })
    integerFormats.set(locale, f)
  }
  return f
}

type NumberLike = number | string | null | undefined

/** A finite number from a number or numeric string (commas allowed); null otherwise. */
export function toFiniteNumber(value: NumberLike): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const cleaned = value.replace(/[,\s₹]/g, '')
  if (cleaned === '') return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : null
}

/** Indian number grouping without decimals (rounded): 1234567 -> '12,34,567' (in every locale). */
export function formatIndianNumber(value: NumberLike, locale: SiteLocale = DEFAULT_LOCALE): string {
  const n = toFiniteNumber(value)
  if (n === null) return words(locale).notAvailable
  const rounded = Math.round(Math.abs(n))
  const sign = n < 0 && rounded !== 0 ? '-' : ''
  return sign + (rounded < 1e21 ? groupIndian(String(rounded)) : integerFormat(locale).format(rounded))
}

/**
 * Indian grouping of a string of digits: the last three, then twos ('12500000' → '1,25,00,000'). What
 * `Intl.NumberFormat` writes for every site language (Latin digits); a page formats a hundred figures
 * (the EMI schedule), and ICU's formatter cost a property page 2 % of its CPU. A test holds the two equal.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  let out = digits.slice(-3)
  let end = digits.length - 3
  while (end > 0) {
    out = `${digits.slice(Math.max(0, end - 2), end)},${out}`
    end -= 2
  }
  return out
}

/**
 * Rupees with Indian grouping and no decimals: 12500000 -> '₹1,25,00,000'.
 * 'N/A' (in the locale's words) for null, undefined, NaN or a non-numeric string.
 */
export function formatINR(value: NumberLike, locale: SiteLocale = DEFAULT_LOCALE): string {
  const n = toFiniteNumber(value)
  if (n === null) return words(locale).notAvailable
  const grouped = formatIndianNumber(Math.abs(n), locale)
  return (n < 0 && grouped !== '0' ? '-' : '') + RUPEE + grouped
}

/** Up to 2 decimals, trailing zeros trimmed: 1.5 -> '1.5', 45 -> '45', 1.256 -> '1.26'. */
function trimDecimals(n: number): string {
  return n.toFixed(2).replace(/\.?0+$/, '')
}

const COMPACT_UNITS = [
  { size: ONE_CRORE, word: 'crore' },
  { size: ONE_LAKH, word: 'lakh' },
  { size: ONE_THOUSAND, word: 'thousand' },
] as const

/**
 * Compact rupees: >= 1 crore -> '₹1.25 Cr', >= 1 lakh -> '₹45 L' / '₹45.5 L',
 * >= 1000 -> '₹12 K'; smaller amounts as formatINR. At most 2 decimals, trailing zeros trimmed.
 * A value that rounds up to the next unit is shown in that unit (9999999 -> '₹1 Cr').
 * Telugu and Hindi name the unit in words: '₹1.25 కోట్లు', '₹45 लाख'.
 */
export function formatCompactINR(value: NumberLike, locale: SiteLocale = DEFAULT_LOCALE): string {
  const n = toFiniteNumber(value)
  if (n === null) return words(locale).notAvailable
  const abs = Math.abs(n)
  let i = COMPACT_UNITS.findIndex((u) => abs >= u.size)
  if (i === -1) return formatINR(n, locale)
  // Promote when the rounded figure reaches the next unit: 99,99,999 is '₹1 Cr', not '₹100 L'.
  const prev = COMPACT_UNITS[i - 1]
  if (prev && Number((abs / COMPACT_UNITS[i]!.size).toFixed(2)) >= prev.size / COMPACT_UNITS[i]!.size) {
    i -= 1
  }
  const unit = COMPACT_UNITS[i]!
  return `${n < 0 ? '-' : ''}${RUPEE}${trimDecimals(abs / unit.size)} ${words(locale)[unit.word]}`
}

/** Monthly rent: 25000 -> '₹25,000/month' ('/నెల', '/माह'); 'N/A' when empty. */
export function formatRent(value: NumberLike, locale: SiteLocale = DEFAULT_LOCALE): string {
  if (toFiniteNumber(value) === null) return words(locale).notAvailable
  return `${formatINR(value, locale)}${words(locale).perMonth}`
}

/** A price per unit of area: 4800 per sq ft -> '₹4,800/sq ft'; plots per sq yd ('/గజం', '/गज'). */
export function formatRate(value: NumberLike, unit: 'sqft' | 'sqyd', locale: SiteLocale = DEFAULT_LOCALE): string {
  if (toFiniteNumber(value) === null) return words(locale).notAvailable
  return `${formatINR(value, locale)}${words(locale)[unit === 'sqyd' ? 'perSqyd' : 'perSqft']}`
}

/** Price for a listing: sale price, or monthly rent with '/month' for RENT. */
export function formatListingPrice(
  p: { listing_type?: string | null; price?: NumberLike; monthly_rent?: NumberLike },
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  return p.listing_type === 'RENT' ? formatRent(p.monthly_rent, locale) : formatINR(p.price, locale)
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/**
 * File size in Bytes, KB, MB or GB (1024 steps) with 2 decimals: 1536 -> '1.50 KB',
 * 5242880 -> '5.00 MB', 500 -> '500 Bytes', 0 -> '0 Bytes'. 'N/A' when unknown.
 */
export function formatFileSize(bytes: NumberLike, locale: SiteLocale = DEFAULT_LOCALE): string {
  const n = toFiniteNumber(bytes)
  if (n === null || n < 0) return words(locale).notAvailable
  if (n < 1024) return `${Math.round(n)} Bytes`
  let i = Math.min(Math.floor(Math.log(n) / Math.log(1024)), SIZE_UNITS.length - 1)
  let scaled = n / 1024 ** i
  // 1048575 bytes is 1023.999 KB, which would print as '1024.00 KB': show '1.00 MB' instead.
  if (Number(scaled.toFixed(2)) >= 1024 && i < SIZE_UNITS.length - 1) {
    i += 1
    scaled = n / 1024 ** i
  }
  return `${scaled.toFixed(2)} ${SIZE_UNITS[i]}`
}

/** Time left as 'Xh Ym' (e.g. '23h 59m'), or 'Expired' when zero, negative or unknown. */
export function formatTimeLeft(ms: number | null | undefined, locale: SiteLocale = DEFAULT_LOCALE): string {
  const w = words(locale)
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return w.expired
  const totalMinutes = Math.floor(ms / 60_000)
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  return locale === 'en' ? `${hours}h ${minutes}m` : `${hours} ${w.hours} ${minutes} ${w.minutes}`
}

/** Time left until `expiresAt` (ISO string or Date), as formatTimeLeft. */
export function formatTimeLeftUntil(
  expiresAt: string | Date | null | undefined,
  now: Date | number = Date.now(),
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  if (!expiresAt) return words(locale).expired
  const end = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt)
  if (Number.isNaN(end)) return words(locale).expired
  return formatTimeLeft(end - (typeof now === 'number' ? now : now.getTime()), locale)
}

interface NamedUser {
  first_name?: string | null
  last_name?: string | null
  email?: string | null
}

/** Navbar greeting name: the first name, else the part of the e-mail before '@', else ''. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return ''
  const first = user.first_name?.trim()
  if (first) return first
  const email = user.email?.trim() ?? ''
  const at = email.indexOf('@')
  return at > 0 ? email.slice(0, at) : email
}

/** 'First Last', falling back to displayName. */
export function fullName(user: NamedUser | null | undefined): string {
  if (!user) return ''
  const name = [user.first_name?.trim(), user.last_name?.trim()].filter(Boolean).join(' ')
  return name || displayName(user)
}

/** Agent card agency name when none is stored: the agent's name plus 'Realty' (spec 000). */
export function agencyName(user: NamedUser | null | undefined): string {
  const first = user?.first_name?.trim() || AGENT_CARD_DEFAULTS.firstName
  const last = user?.last_name?.trim() || AGENT_CARD_DEFAULTS.lastName
  return `${first} ${last} ${AGENT_CARD_DEFAULTS.agencySuffix}`
}

/** Initials for avatars: 'Ravi Kumar' -> 'RK', 'ravi' -> 'R'. */
export function initials(name: string | null | undefined): string {
  if (!name) return ''
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

/**
 * Parses a price range value 'min-max' (split on the hyphen) into numbers.
 * Missing or non-numeric parts are null: '20000000-' -> { min: 20000000, max: null }.
 */
export function parsePriceRange(value: string | null | undefined): { min: number | null; max: number | null } {
  if (!value) return { min: null, max: null }
  const idx = value.indexOf('-')
  const [minPart, maxPart] = idx === -1 ? [value, ''] : [value.slice(0, idx), value.slice(idx + 1)]
  const parse = (s: string) => {
    const t = s.trim()
    if (!/^\d+(\.\d+)?$/.test(t)) return null
    return Number(t)
  }
  return { min: parse(minPart), max: parse(maxPart) }
}

/** Text cut to `max` characters with '...' appended when longer (cards use 100). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return ''
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** Last `n` characters of an id (assignment ids show the last 8). */
export function shortId(id: string | number | null | undefined, n = 8): string {
  if (id === null || id === undefined) return ''
  const s = String(id)
  return s.length > n ? s.slice(-n) : s
}

/** '13:00' or '13:00:00' -> '1:00 PM'; '09:00' -> '9:00 AM'; '12:00' -> '12:00 PM'. */
export function formatTime12h(time: string | null | undefined): string {
  if (!time) return ''
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!m) return time
  const h = Number(m[1])
  if (h > 23) return time
  const suffix = h < 12 ? 'AM' : 'PM'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${m[2]} ${suffix}`
}

/** Agent licence number: formatLicenseNumber(1) -> 'H&O001'. */
export function formatLicenseNumber(sequence: number, prefix: string = LICENSE_PREFIX_DEFAULT): string {
  return `${prefix}${String(Math.max(0, Math.trunc(sequence))).padStart(LICENSE_NUMBER_DIGITS, '0')}`
}

/** Human-readable id: formatCustomId('user', 123) -> 'GRU-U-000123'. */
export function formatCustomId(kind: keyof typeof CUSTOM_ID_PREFIXES, sequence: number): string {
  return `${CUSTOM_ID_PREFIXES[kind]}${String(Math.max(0, Math.trunc(sequence))).padStart(CUSTOM_ID_DIGITS, '0')}`
}
