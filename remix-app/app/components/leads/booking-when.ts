import { formatDateIN, formatTime24 } from '@gruha/shared'

/** A tour's slot as 'dd/mm/yyyy · HH:MM'. */
export const bookingWhen = (b: { bookingDate: string; bookingTime: string | null }) =>
  `${formatDateIN(b.bookingDate)}${b.bookingTime ? ` · ${formatTime24(b.bookingTime)}` : ''}`
