/** readableWhere: a collection's read rule as a where, for reads through the database adapter. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getTestPayload } from '../../test/payload'
import { makeUser } from '../../test/factories'
import { readableWhere } from './readableWhere'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

describe('readableWhere', () => {
  it('lets the adapter count what Payload lets each reader read', async () => {
    const seller = await makeUser(payload, 'seller')
    await payload.create({
      collection: 'properties',
      overrideAccess: true,
      data: {
        title: 'Readable-where draft',
        description: 'Not live yet.',
        listing_type: 'SALE',
        address: '1 Rule Road',
        city: 'Guntur',
        price: 2_500_000,
        owner: seller.id,
        status: 'inactive',
        property_type: 'villa',
      },
    })
    for (const user of [null, seller, await makeUser(payload, 'admin')]) {
      const readable = await readableWhere({ payload, user, collection: 'properties', where: { city: { equals: 'Guntur' } } })
      expect(readable).not.toBeNull()
      const byAdapter = await payload.db.count({ collection: 'properties', where: readable! })
      const byPayload = await payload.count({
        collection: 'properties',
        where: { city: { equals: 'Guntur' } },
        overrideAccess: false,
        user,
      })
      expect(byAdapter.totalDocs, user?.role ?? 'visitor').toBe(byPayload.totalDocs)
    }
  })

  it('is null where the reader may read nothing', async () => {
    expect(await readableWhere({ payload, user: null, collection: 'inquiries', where: {} })).toBeNull()
  })
})
