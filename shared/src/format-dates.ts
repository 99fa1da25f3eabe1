/**
 * Dates and times as India reads them (en-IN, `dd/mm/yyyy`, 24-hour clock, Indian time), the
 * same on the server and in the browser so hydration never differs.
 */
const TIME_ZONE = 'Asia/Kolkata'

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * A calendar date as `dd/mm/yyyy`. Date-only values (`2026-11-25`, or Payload's midnight-UTC
 * `2026-11-25T00:00:00.000Z`) keep their calendar day; other instants are shown in Indian time.
 */
export function formatDateIN(value: string | Date | null | undefined): string {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/.exec(value)
    if (day) return `${day[3]}/${day[2]}/${day[1]}`
  }
  const d = toDate(value)
  return d ? dateFormat.format(d) : ''
}

/** An instant as `dd/mm/yyyy, HH:MM` in Indian time. */
export function formatDateTimeIN(value: string | Date | null | undefined): string {
  const d = toDate(value)
  return d ? `${dateFormat.format(d)}, ${timeFormat.format(d)}` : ''
}

/** A stored `HH:MM[:SS]` time as `HH:MM` (24-hour). */
export function formatTime24(value: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(value ?? '')
  return m ? `${m[1]}:${m[2]}` : ''
}

/** The start of today in Indian time, as a Date. */
export function startOfTodayIST(now: Date = new Date()): Date {
  const [d, m, y] = dateFormat.format(now).split('/').map(Number)
  return new Date(Date.UTC(y, m - 1, d) - 330 * 60_000)
}
