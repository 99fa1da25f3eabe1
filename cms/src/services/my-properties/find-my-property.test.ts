import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, pngFile } from '../../../test/factories'
import { uploadDocument } from '../uploads/upload-file'
import { findMyProperty } from './find-my-property'

describe('findMyProperty', () => {
  it('gives the owner their listing and the ownership papers they filed; anyone else NOT_FOUND', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const otherSeller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const admin = await makeUser(payload, 'admin')
    const listing = await makeProperty(payload, { owner: owner.id })
    const paper = (user: typeof owner, category: 'sale_deed' | 'tax_receipt', name: string) =>
      uploadDocument({ payload, user, input: { file: pngFile(name), category, entityType: 'property', entityId: listing.id } })
    const deed = await paper(owner, 'sale_deed', 'deed.png')
    const receipt = await paper(owner, 'tax_receipt', 'receipt.png')
    // A paper an admin filed for the listing is the admin's document: the owner does not see it.
    await paper(admin, 'sale_deed', 'admin-copy.png')

    const mine = await findMyProperty({ payload, user: owner, input: { id: listing.id } })
    expect(mine.property).toMatchObject({ id: listing.id, title: listing.title })
    expect(mine.papers).toEqual([
      { id: receipt.id, name: expect.any(String), category: 'tax_receipt', status: 'pending' },
      { id: deed.id, name: expect.any(String), category: 'sale_deed', status: 'pending' },
    ])

    // The listing is active, so others can read it, but it is not theirs to edit.
    for (const user of [otherSeller, admin]) {
      await expect(findMyProperty({ payload, user, input: { id: listing.id } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
        message: 'Not found',
      })
    }
  })
})
