import type { CollectionAfterChangeHook } from 'payload'
import { formatCustomId } from '@gruha/shared'

/**
 * After create, derives `custom_id` (`GRU-U-000123`, `GRU-P-000123`) from the serial row id:
 * unique and race-free without a separate sequence. Written with the adapter inside the same
 * transaction (`req`), so it skips hooks and access, and returned on the created doc.
 */
export const assignCustomId =
  (kind: 'user' | 'property'): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, req }) => {
    if (operation !== 'create' || doc.custom_id) return doc
    const sequence = typeof doc.id === 'number' ? doc.id : Number(doc.id)
    if (!Number.isSafeInteger(sequence)) return doc
    const customId = formatCustomId(kind, sequence)
    await req.payload.db.updateOne({
      collection: collection.slug,
      id: doc.id,
      data: { custom_id: customId },
      req,
      returning: false,
    })
    return { ...doc, custom_id: customId }
  }
