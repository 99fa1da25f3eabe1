/** Seller applications: one under review at a time per applicant (issue 10, defect 9), on every path. */
import { beforeAll, describe, expect, it } from 'vitest'
import { APIError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const application = {
  business_name: 'Sri Sai Estates',
  business_type: 'individual',
  experience_years: 3,
  pan_number: 'ABCDE1234F',
  address: 'Plot 4, MVP Colony',
  pincode: '530017',
  state: 'Andhra Pradesh',
  district: 'Visakhapatnam',
  mandal: 'Visakhapatnam Urban',
  bank_account: '987654321098',
  ifsc_code: 'HDFC0001234',
} as RequiredDataFromCollectionSlug<'seller-applications'>

describe('seller-applications', () => {
  it('refuse a second application with 409 while the first is pending, and take one again once it is decided', async () => {
    const seller = await makeUser(payload, 'seller')
    const first = await payload.create({ collection: 'seller-applications', data: application, overrideAccess: false, user: seller })
    const again = payload.create({ collection: 'seller-applications', data: application, overrideAccess: false, user: seller })
    await expect(again).rejects.toBeInstanceOf(APIError)
    await expect(again).rejects.toMatchObject({ status: 409, message: MESSAGES.seller.alreadyPending })
    const mine = await payload.count({ collection: 'seller-applications', where: { user: { equals: seller.id } }, overrideAccess: true })
    expect(mine.totalDocs).toBe(1)

    // Another seller is not affected.
    const other = await makeUser(payload, 'seller')
    await expect(
      payload.create({ collection: 'seller-applications', data: application, overrideAccess: false, user: other }),
    ).resolves.toMatchObject({ status: 'pending' })

    // Once an admin has decided (here: rejected), the seller may apply again.
    await payload.update({ collection: 'seller-applications', id: first.id, data: { status: 'rejected' }, overrideAccess: true })
    await expect(
      payload.create({ collection: 'seller-applications', data: application, overrideAccess: false, user: seller }),
    ).resolves.toMatchObject({ status: 'pending' })
  })
})
