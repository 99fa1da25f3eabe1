import { formatListingPrice, humanize } from '@gruha/shared'
import { formatDate, formatDateTime } from './format'
import type { Column } from './RecentTable'

const text = (key: string) => (row: Record<string, unknown>) => (row[key] === null || row[key] === undefined ? '' : String(row[key]))
const label = (key: string) => (row: Record<string, unknown>) => (row[key] ? humanize(String(row[key])) : '')

/** Columns of the four recent tables (the latest 10 of each card). */
export const RECENT_COLUMNS: Record<'users' | 'properties' | 'bookings' | 'inquiries', Column[]> = {
  users: [
    { label: 'Name', render: (r) => [r.first_name, r.last_name].filter(Boolean).join(' ') },
    { label: 'Email', render: text('email') },
    { label: 'User Type', render: label('role') },
    { label: 'Status', render: label('status') },
    { label: 'Joined', render: (r) => formatDate(r.createdAt) },
  ],
  properties: [
    { label: 'Title', render: text('title') },
    { label: 'Type', render: label('property_type') },
    { label: 'City', render: text('city') },
    {
      label: 'Price',
      render: (r) =>
        formatListingPrice({
          listing_type: String(r.listing_type ?? ''),
          price: Number(r.price ?? NaN),
          monthly_rent: Number(r.monthly_rent ?? NaN),
        }),
    },
    { label: 'Added', render: (r) => formatDate(r.createdAt) },
  ],
  bookings: [
    { label: 'Property', render: text('property') },
    { label: 'Customer', render: text('customer') },
    { label: 'Date', render: (r) => `${formatDate(r.booking_date)} ${String(r.booking_time ?? '').slice(0, 5)}`.trim() },
    { label: 'Status', render: label('status') },
    { label: 'Requested', render: (r) => formatDateTime(r.createdAt) },
  ],
  inquiries: [
    { label: 'Name', render: text('name') },
    { label: 'Property', render: text('property') },
    { label: 'Type', render: label('inquiry_type') },
    { label: 'Status', render: label('status') },
    { label: 'Received', render: (r) => formatDateTime(r.createdAt) },
  ],
}
