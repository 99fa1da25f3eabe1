import { testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { csvExporter } from '../../common/csv'
import type { PropertyRecord } from './choices'
import { propertyCsvColumns } from './propertyCsv'

const flat: PropertyRecord = {
  id: 63,
  custom_id: 'GRU-P-000063',
  title: '5 Acre Farm House near Khammam',
  property_type: 'farm_house',
  listing_type: 'SALE',
  status: 'active',
  price: 12500000,
  monthly_rent: null,
  city: 'Khammam',
  state: 'Telangana',
  owner: 4,
  owner_name: 'Ravi Varma',
  owner_email: 'seller@gruha.local',
  verified: true,
  image_files: [{ id: 1, url: 'http://x.test/a.jpg', thumbnail: 'http://x.test/a-thumb.webp', filename: 'a.jpg' }],
  // 20:30 UTC on the 25th is the 26th in India.
  createdAt: '2026-11-25T20:30:00.000Z',
}

const rental: PropertyRecord = {
  id: 64,
  custom_id: 'GRU-P-000064',
  title: '2 BHK, Gachibowli',
  property_type: 'gated_apartment',
  listing_type: 'RENT',
  status: 'inactive',
  price: null,
  monthly_rent: 70000,
  city: 'Hyderabad',
  state: 'Telangana',
  owner: null,
  owner_name: null,
  owner_email: null,
  verified: false,
  image_files: [],
  createdAt: '2026-11-26T03:40:38.362Z',
}

const exportText = async (records: PropertyRecord[]) => {
  const download = vi.fn()
  await csvExporter('properties', propertyCsvColumns, download)(records, vi.fn(), testDataProvider(), 'properties')
  return { text: String(download.mock.calls[0]![0]).replace(/^\ufeff/, ''), name: String(download.mock.calls[0]![1]) }
}

describe('console: properties CSV', () => {
  it('exports readable, labelled columns in the list’s order, as the list shows them', async () => {
    const { text, name } = await exportText([flat, rental])
    expect(name).toMatch(/^properties-\d{2}-\d{2}-\d{4}$/)
    expect(text.split('\n')).toEqual([
      'ID,Title,Type,Listing,Price,City,State,Owner,Owner e-mail,Status,Verified,Created',
      'GRU-P-000063,5 Acre Farm House near Khammam,Farm House,For SALE,"₹1,25,00,000",Khammam,Telangana,Ravi Varma,seller@gruha.local,Active,Yes,26/11/2026',
      'GRU-P-000064,"2 BHK, Gachibowli",Gated Apartment,For RENT,"₹70,000/month",Hyderabad,Telangana,Platform,,Inactive,No,26/11/2026',
    ])
  })

  it('leaves out raw fields: no ids of relations, no image objects, no codes', async () => {
    const { text } = await exportText([flat])
    expect(text).not.toMatch(/farm_house|image_files|thumbnail|\[object Object\]|2026-11-25T/)
  })
})
