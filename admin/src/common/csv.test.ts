import { testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { csvExporter, csvFileName, toCsv, yesNo, type CsvColumn } from './csv'

type Row = { id: number; name: string; note?: string | null }
const columns: CsvColumn<Row>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'ID', value: (r) => r.id },
  { label: 'Note', value: (r) => r.note },
]

describe('console CSV', () => {
  it('writes the labels as the header, in the columns’ order, then one row per record', async () => {
    const csv = await toCsv([{ id: 7, name: 'Asha', note: null }], columns)
    expect(csv).toBe('Name,ID,Note\nAsha,7,')
  })

  it('quotes commas, quotes and line breaks', async () => {
    const csv = await toCsv([{ id: 1, name: 'Flat, 2 BHK', note: 'He said "yes"\nthen left' }], columns)
    expect(csv).toBe('Name,ID,Note\n"Flat, 2 BHK",1,"He said ""yes""\nthen left"')
  })

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const csv = await toCsv(
      [
        { id: 1, name: '=HYPERLINK("http://x.test")', note: '+91 98765 00001' },
        { id: 2, name: '@SUM(A1)', note: '-5' },
      ],
      columns,
    )
    const [, first, second] = csv.split('\n')
    expect(first).toBe(`"'=HYPERLINK(""http://x.test"")",1,'+91 98765 00001`)
    expect(second).toBe("'@SUM(A1),2,'-5")
  })

  it('names the file after the list and today’s date in India', () => {
    // 20:00 UTC on 26 November is already 27 November in India.
    expect(csvFileName('properties', new Date('2026-11-26T20:00:00Z'))).toBe('properties-27-11-2026')
  })

  it('hands the CSV, with a byte-order mark for Excel, and the file name to the download', async () => {
    const download = vi.fn()
    const exporter = csvExporter<Row>('things', columns, download)
    await exporter([{ id: 3, name: 'Ravi' }], vi.fn(), testDataProvider(), 'things')
    expect(download).toHaveBeenCalledTimes(1)
    const [text, name] = download.mock.calls[0]!
    expect(text).toBe('\ufeffName,ID,Note\nRavi,3,')
    expect(name).toMatch(/^things-\d{2}-\d{2}-\d{4}$/)
  })

  it('says Yes or No for a flag, nothing when unknown', () => {
    expect([yesNo(true), yesNo(false), yesNo(null), yesNo(undefined)]).toEqual(['Yes', 'No', '', ''])
  })
})
