import { formatDateTime, formatFileSize, humanize } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import { categoryLabel, entityLabel, uploaderName, type DocumentRecord } from './types'

/** Export CSV of the documents list: the table's columns, the uploader's e-mail and the review reason (never the file's link). */
export const documentCsvColumns: CsvColumn<DocumentRecord>[] = [
  { label: 'Name', value: (d) => d.name },
  { label: 'Category', value: (d) => categoryLabel(d.document_category) },
  { label: 'Entity', value: (d) => entityLabel(d) },
  { label: 'Uploader', value: (d) => uploaderName(d.uploader) },
  { label: 'Uploader type', value: (d) => humanize(d.uploader?.user_type ?? '') },
  { label: 'Uploader e-mail', value: (d) => d.uploader?.email },
  { label: 'File type', value: (d) => d.file_type },
  { label: 'Size', value: (d) => formatFileSize(d.file_size) },
  { label: 'Uploaded', value: (d) => formatDateTime(d.createdAt) },
  { label: 'Status', value: (d) => humanize(d.review_status) },
  { label: 'Review reason', value: (d) => d.review_reason },
]

export const documentExporter = csvExporter('documents', documentCsvColumns)
