/**
 * Display formatting: Indian currency, file sizes, time left, names, ids.
 * Deterministic (no reliance on the runtime's ICU data), so server and browser render the same.
 */
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
const NOT_AVAILABLE = 'N/A'

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

/** Groups digits the Indian way: 12500000 -> '1,25,00,000'. Expects a non-negative integer string. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${rest},${last3}`
}

/** Indian number grouping without decimals (rounded): 1234567 -> '12,34,567'. */
export function formatIndianNumber(value: NumberLike): string {
  const n = toFiniteNumber(value)
  if (n === null) return NOT_AVAILABLE
  const rounded = Math.round(Math.abs(n))
  const sign = n < 0 && rounded !== 0 ? '-' : ''
  return sign + groupIndian(String(rounded))
}

/**
 * Rupees with en-IN grouping and no decimals: 12500000 -> '₹1,25,00,000'.
 * 'N/A' for null, undefined, NaN or a non-numeric string.
 */
export function formatINR(value: NumberLike): string {
  const n = toFiniteNumber(value)
  if (n === null) return NOT_AVAILABLE
  const grouped = formatIndianNumber(Math.abs(n))
  return (n < 0 && grouped !== '0' ? '-' : '') + RUPEE + grouped
}

/** Up to 2 decimals, trailing zeros trimmed: 1.5 -> '1.5', 45 -> '45', 1.256 -> '1.26'. */
function trimDecimals(n: number): string {
  return n.toFixed(2).replace(/\.?0+$/, '')
}

const COMPACT_UNITS = [
  { size: ONE_CRORE, suffix: 'Cr' },
  { size: ONE_LAKH, suffix: 'L' },
  { size: ONE_THOUSAND, suffix: 'K' },
] as const

/**
 * Compact rupees: >= 1 crore -> '₹1.25 Cr', >= 1 lakh -> '₹45 L' / '₹45.5 L',
 * >= 1000 -> '₹12 K'; smaller amounts as formatINR. At most 2 decimals, trailing zeros trimmed.
 * A value that rounds up to the next unit is shown in that unit (9999999 -> '₹1 Cr').
 */
export function formatCompactINR(value: NumberLike): string {
  const n = toFiniteNumber(value)
  if (n === null) return NOT_AVAILABLE
  const abs = Math.abs(n)
  let i = COMPACT_UNITS.findIndex((u) => abs >= u.size)
  if (i === -1) return formatINR(n)
  // Promote when the rounded figure reaches the next unit: 99,99,999 is '₹1 Cr', not '₹100 L'.
  const prev = COMPACT_UNITS[i - 1]
  if (prev && Number((abs / COMPACT_UNITS[i]!.size).toFixed(2)) >= prev.size / COMPACT_UNITS[i]!.size) {
    i -= 1
  }
  const unit = COMPACT_UNITS[i]!
  return `${n < 0 ? '-' : ''}${RUPEE}${trimDecimals(abs / unit.size)} ${unit.suffix}`
}

/** Monthly rent: 25000 -> '₹25,000/month'; 'N/A' when empty. */
export function formatRent(value: NumberLike): string {
  const formatted = formatINR(value)
  return formatted === NOT_AVAILABLE ? NOT_AVAILABLE : `${formatted}/month`
}

/** Price for a listing: sale price, or monthly rent with '/month' for RENT. */
export function formatListingPrice(p: { listing_type?: string | null; price?: NumberLike; monthly_rent?: NumberLike }): string {
  return p.listing_type === 'RENT' ? formatRent(p.monthly_rent) : formatINR(p.price)
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/**
 * File size in Bytes, KB, MB or GB (1024 steps) with 2 decimals: 1536 -> '1.50 KB',
 * 5242880 -> '5.00 MB', 500 -> '500 Bytes', 0 -> '0 Bytes'. 'N/A' when unknown.
 */
export function formatFileSize(bytes: NumberLike): string {
  const n = toFiniteNumber(bytes)
  if (n === null || n < 0) return NOT_AVAILABLE
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
export function formatTimeLeft(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return 'Expired'
  const totalMinutes = Math.floor(ms / 60_000)
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  return `${hours}h ${minutes}m`
}

/** Time left until `expiresAt` (ISO string or Date), as formatTimeLeft. */
export function formatTimeLeftUntil(expiresAt: string | Date | null | undefined, now: Date | number = Date.now()): string {
  if (!expiresAt) return 'Expired'
  const end = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt)
  if (Number.isNaN(end)) return 'Expired'
  return formatTimeLeft(end - (typeof now === 'number' ? now : now.getTime()))
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
