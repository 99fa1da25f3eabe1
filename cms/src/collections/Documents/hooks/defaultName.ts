import type { CollectionBeforeChangeHook } from 'payload'
import type { Document } from '../../../payload-types'

/** A document without a name is named after the uploaded file. */
export const defaultName: CollectionBeforeChangeHook<Document> = ({ data, operation, req }) => {
  if (operation === 'create' && !data.name) data.name = req.file?.name ?? data.filename
  return data
}
