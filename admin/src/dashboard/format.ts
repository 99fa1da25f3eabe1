import { formatINR } from '@gruha/shared'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const date = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** en-IN, dd/mm/yyyy, 24 h (issue 8: one date format everywhere). */
export const formatDateTime = (value: unknown) => (value ? dateTime.format(new Date(String(value))) : '')
export const formatDate = (value: unknown) => (value ? date.format(new Date(String(value))) : '')

/** Rupees with no decimals, 'N/A' when empty (spec 002 §9). */
export const rupees = (value: number | null | undefined) => (value ? formatINR(value) : 'N/A')
