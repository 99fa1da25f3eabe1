import type { CollectionAfterChangeHook } from 'payload'
import type { Property } from '../../../payload-types'

const PRICE_FIELDS = ['price', 'monthly_rent'] as const

/**
 * Properties afterChange, so every path (site, console, /cms, seed) records it: the asking price
 * (or rent) a listing starts with, and each change of it, in the change's own transaction.
 */
export const recordPriceChange: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  for (const field of PRICE_FIELDS) {
    const next = doc[field] ?? null
    const before = operation === 'update' ? (previousDoc?.[field] ?? null) : null
    if (next === null || next === before) continue
    await req.payload.create({
      collection: 'price-changes',
      data: { property: doc.id, field, old_value: before, new_value: next },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}
