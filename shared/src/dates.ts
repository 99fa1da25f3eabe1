/**
 * Calendar-date helpers for tours and bookings. Dates are plain 'YYYY-MM-DD' strings in the
 * user's local calendar; times are 'HH:MM'.
 */
import { TOUR_DAYS_AHEAD, TOUR_TIMES, type TourTime } from './constants'
import { DEFAULT_LOCALE, intlLocale, type SiteLocale } from './locales'

/** India's time zone: timestamps are shown in it wherever the server or the browser runs. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' in a Canadian English format is ISO order; the zone makes it India's calendar. */
const indiaDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: DISPLAY_TIME_ZONE })

/** The date in India at `instant` as 'YYYY-MM-DD', wherever the code runs (from 18:30 UTC it is already the next day there). */
export function dayInIndia(instant: Date): string {
  return indiaDay.format(instant)
}

/** Today's date in India as 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return dayInIndia(now)
}

/** Local calendar date of `d` as 'YYYY-MM-DD'. */
export function toISODate(d: Date): string {
  const y = d.getFullYear()
  const m = String(d.getMonth() + 1).padStart(2, '0')
  const day = String(d.getDate()).padStart(2, '0')
  return `${y}-${m}-${day}`
}

/** Parses 'YYYY-MM-DD' to a local-midnight Date; null when malformed or not a real date. */
export function parseISODate(value: string | null | undefined): Date | null {
  const m = value ? ISO_DATE.exec(value.trim()) : null
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(y, mo - 1, d)
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null
  return date
}

export function isISODate(value: unknown): value is string {
  return typeof value === 'string' && parseISODate(value) !== null
}

/** `d` plus `days` calendar days, as 'YYYY-MM-DD'. */
export function addDaysISO(d: Date, days: number): string {
  return toISODate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days))
}

/** Tour dates: the next 60 days starting tomorrow (spec 000), as 'YYYY-MM-DD'. */
export function tourDateOptions(today: Date = new Date(), days: number = TOUR_DAYS_AHEAD): string[] {
  return Array.from({ length: days }, (_, i) => addDaysISO(today, i + 1))
}

/** Whether `date` is between tomorrow and today + 60 days inclusive. */
export function isTourDateAllowed(date: string, today: Date = new Date()): boolean {
  if (!isISODate(date)) return false
  // 'YYYY-MM-DD' strings compare correctly as text.
  return date >= addDaysISO(today, 1) && date <= addDaysISO(today, TOUR_DAYS_AHEAD)
}

/**
 * Normalises a time to 'HH:MM': '9:00' -> '09:00', '10:00:00' -> '10:00'.
 * Null when it is not a valid time of day.
 */
export function normalizeTime(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  const sec = m[3] === undefined ? 0 : Number(m[3])
  if (h > 23 || min > 59 || sec > 59) return null
  return `${String(h).padStart(2, '0')}:${m[2]}`
}

export function isTourTime(value: unknown): value is TourTime {
  return typeof value === 'string' && (TOUR_TIMES as readonly string[]).includes(value)
}

/**
 * Whether `availableFrom` is today or earlier (local calendar): the rent overview's
 * 'Ready to Move'. Accepts 'YYYY-MM-DD', a full ISO timestamp or a Date.
 */
export function isAvailableBy(availableFrom: string | Date | null | undefined, today: Date = new Date()): boolean {
  if (!availableFrom) return false
  let date: string | null
  if (availableFrom instanceof Date) {
    date = Number.isNaN(availableFrom.getTime()) ? null : toISODate(availableFrom)
  } else if (ISO_DATE.test(availableFrom.trim())) {
    date = parseISODate(availableFrom) ? availableFrom.trim() : null
  } else {
    const t = Date.parse(availableFrom)
    date = Number.isNaN(t) ? null : toISODate(new Date(t))
  }
  return date !== null && date <= toISODate(today)
}

type DateInput = string | number | Date | null | undefined

export type DateStyle = 'short' | 'long' | 'dateTime' | 'month'

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // 23/11/2026 (en, hi), 23-11-2026 (te)
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  // 23 November 2026, 23 నవంబర్, 2026, 23 नवंबर 2026
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  // 23/11/2026, 14:05 (24-hour clock)
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  // Nov 26, नव॰ 26, నవం 26: a month on a chart's axis
  month: { month: 'short', year: '2-digit' },
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A date for display through Intl in the page's locale (Indian conventions: day first, 24-hour
 * clock). A calendar date 'YYYY-MM-DD' is shown as that day; a timestamp in India's time zone.
 * '' when empty or not a date.
 */
export function formatDate(value: DateInput, locale: SiteLocale = DEFAULT_LOCALE, style: DateStyle = 'short'): string {
  if (value === null || value === undefined || value === '') return ''
  const calendarDay = typeof value === 'string' && ISO_DATE.test(value.trim())
  const date = calendarDay ? parseISODate(value) : new Date(value)
  if (!date || Number.isNaN(date.getTime())) return ''
  // A calendar day is a local-midnight Date: format it in UTC from its own fields so no zone shifts it.
  const instant = calendarDay ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) : date
  const timeZone = calendarDay ? 'UTC' : DISPLAY_TIME_ZONE
  const key = `${locale}|${style}|${timeZone}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_OPTIONS[style], timeZone, numberingSystem: 'latn' })
    dateFormats.set(key, f)
  }
  return f.format(instant)
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DISPLAY_TIME_ZONE })

/** 24 h time 'HH:MM' of a timestamp (India time), or of a time of day ('10:00:00' -> '10:00'). */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const t = normalizeTime(value)
    if (t) return t
  }
  if (value === null || value === undefined || value === '') return ''
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d)
}

/** 'dd/mm/yyyy HH:MM' (24 h, India time); '' when empty or not a date. */
export function formatDateTime(value: DateInput, locale: SiteLocale = DEFAULT_LOCALE): string {
  const date = formatDate(value, locale)
  return date ? `${date} ${formatTime(value)}` : ''
}
