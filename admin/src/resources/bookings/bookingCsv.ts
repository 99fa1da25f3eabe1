import { BOOKING_STATUS_LABELS, formatDate, formatTime } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import type { BookingRecord } from './common'

/** Export CSV of the bookings list: the table's columns, with the listing's ID and the customer's contact. */
export const bookingCsvColumns: CsvColumn<BookingRecord>[] = [
  { label: 'ID', value: (b) => b.id },
  { label: 'Property ID', value: (b) => b.property_custom_id },
  { label: 'Property', value: (b) => b.property_title },
  { label: 'City', value: (b) => b.property_city },
  { label: 'Customer', value: (b) => b.user_name },
  { label: 'Customer e-mail', value: (b) => b.user_email },
  { label: 'Phone', value: (b) => b.phone },
  { label: 'Agent', value: (b) => b.agent_name },
  // A calendar day: its own date, whatever the zone.
  { label: 'Date', value: (b) => formatDate(String(b.booking_date ?? '').slice(0, 10)) },
  { label: 'Time', value: (b) => formatTime(b.booking_time) },
  { label: 'Status', value: (b) => BOOKING_STATUS_LABELS[b.status] ?? b.status },
  { label: 'Notes', value: (b) => b.notes },
  { label: 'Requested', value: (b) => formatDate(b.createdAt) },
]

export const bookingExporter = csvExporter('bookings', bookingCsvColumns)
