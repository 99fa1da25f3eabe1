/** Issue 24: the owner's form shows the sale-price error together with the others, not after them. */
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../constants'
import { myPropertySchema } from './my-property'

describe('myPropertySchema', () => {
  it('reports a missing sale price beside a missing title and address', () => {
    const result = myPropertySchema.safeParse({ property_type: 'villa', listing_type: 'SALE', title: '', description: '', address: '' })
    expect(result.success).toBe(false)
    const fields = new Map(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(fields.get('price')).toBe(MESSAGES.properties.salePriceRequired)
    expect(fields.get('title')).toBe(MESSAGES.properties.titleRequired)
    expect(fields.has('address')).toBe(true)
  })
})
