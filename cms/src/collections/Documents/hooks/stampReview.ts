import type { CollectionBeforeChangeHook } from 'payload'
import type { Document } from '../../../payload-types'

/** When an admin changes review_status, records who reviewed it and when. */
export const stampReview: CollectionBeforeChangeHook<Document> = ({ data, operation, originalDoc, req: { user } }) => {
  if (operation !== 'update' || !user) return data
  if (data.review_status && data.review_status !== originalDoc?.review_status) {
    data.reviewed_by = user.id
    data.reviewed_at = new Date().toISOString()
  }
  return data
}
