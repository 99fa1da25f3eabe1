import { formatDate } from '@gruha/shared'
import jsonExport from 'jsonexport/dist/index.js'
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin'

/** One column of a list's CSV: its header and how to read it, as the list shows it, from a record. */
export interface CsvColumn<R> {
  label: string
  value: (record: R) => string | number | null | undefined
}

/** 'Yes' / 'No' for a flag ('' when unknown). */
export const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '')

// A cell opening with one of these runs as a formula in Excel or Sheets (CSV injection): listing
// titles and names are typed by members, so such a cell is kept as text with a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/

const cell = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** The CSV text of `records`: a header row of the columns' labels, then one row per record. */
export async function toCsv<R>(records: R[], columns: CsvColumn<R>[]): Promise<string> {
  const rows = records.map((record) => Object.fromEntries(columns.map((c) => [c.label, cell(c.value(record))])))
  return jsonExport(rows, { headers: columns.map((c) => c.label), endOfLine: '\n' })
}

/** The download's name, saying what and when: 'properties-27-11-2026' (today in India; '.csv' is added). */
export const csvFileName = (name: string, now = new Date()) => `${name}-${formatDate(now).replaceAll('/', '-')}`

// Excel reads a CSV without a byte-order mark as ANSI and shows '₹' as 'â‚¹'.
const UTF8_BOM = '\ufeff'

/**
 * A list's `exporter` (Export CSV): readable, labelled columns in the list's order instead of
 * react-admin's dump of raw fields. `download` is react-admin's downloadCSV; tests pass a spy.
 */
export const csvExporter =
  <R extends RaRecord>(name: string, columns: CsvColumn<R>[], download = downloadCSV): Exporter<R> =>
  async (records) => {
    download(UTF8_BOM + (await toCsv(records, columns)), csvFileName(name))
  }
