import { formatINR, formatDate as sharedFormatDate, formatDateTime as sharedFormatDateTime } from '@gruha/shared'

/**
 * dd/mm/yyyy HH:MM in India's time zone whatever the browser's, with the zone said (audit log,
 * notifications, viewings: issue 24), as everywhere else in the console (@gruha/shared).
 */
export const formatDateTime = (value: unknown) => {
  const text = value ? sharedFormatDateTime(String(value)) : ''
  return text ? `${text} IST` : ''
}
/** dd/mm/yyyy; a timestamp's day in India. */
export const formatDate = (value: unknown) => (value ? sharedFormatDate(String(value)) : '')

/** Rupees with no decimals, 'N/A' when empty (spec 002 §9). */
export const rupees = (value: number | null | undefined) => (value ? formatINR(value) : 'N/A')
