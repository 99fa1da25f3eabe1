import type { CollectionBeforeChangeHook } from 'payload'
import type { Post } from '../../../payload-types'

/** First publication sets published_at unless the editor chose a date. */
export const stampPublishedAt: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.published_at && !originalDoc?.published_at) {
    data.published_at = new Date().toISOString()
  }
  return data
}
