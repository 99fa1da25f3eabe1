import type { Formatters } from '~/i18n'

/** A stored `HH:MM[:SS]` time as `HH:MM` (24-hour clock). */
export const time24 = (value: string | null | undefined): string => /^\d{2}:\d{2}/.exec(value ?? '')?.[0] ?? ''

/** A tour's slot as 'dd/mm/yyyy · HH:MM' in the page's locale. */
export const bookingWhen = (b: { bookingDate: string; bookingTime: string | null }, f: Formatters) =>
  `${f.date(b.bookingDate)}${b.bookingTime ? ` · ${time24(b.bookingTime)}` : ''}`
