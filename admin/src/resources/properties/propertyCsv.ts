import { LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, formatDate } from '@gruha/shared'
import { csvExporter, yesNo, type CsvColumn } from '../../common/csv'
import { priceText, statusText, type PropertyRecord } from './choices'

/** Export CSV of the properties list: what the table shows, plus state, owner e-mail and verification. */
export const propertyCsvColumns: CsvColumn<PropertyRecord>[] = [
  { label: 'ID', value: (p) => p.custom_id },
  { label: 'Title', value: (p) => p.title },
  { label: 'Type', value: (p) => PROPERTY_TYPE_LABELS[p.property_type] ?? p.property_type },
  { label: 'Listing', value: (p) => LISTING_TYPE_LABELS[p.listing_type] ?? p.listing_type },
  { label: 'Price', value: (p) => priceText(p) },
  { label: 'City', value: (p) => p.city },
  { label: 'State', value: (p) => p.state },
  // As in the list: a listing without an owner is the platform's own.
  { label: 'Owner', value: (p) => p.owner_name || 'Platform' },
  { label: 'Owner e-mail', value: (p) => p.owner_email },
  { label: 'Status', value: (p) => statusText(p.status) },
  { label: 'Verified', value: (p) => yesNo(p.verified) },
  { label: 'Created', value: (p) => formatDate(p.createdAt) },
]

export const propertyExporter = csvExporter('properties', propertyCsvColumns)
