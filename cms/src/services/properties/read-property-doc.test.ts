import { describe, expect, it } from 'vitest'
import type { Payload, TypedUser, Where } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { fileOf, makeProperty, makeUser, pngFile } from '../../../test/factories'
import { uploadImage, uploadListingPdf } from '../uploads/upload-file'
import { PAGE_POPULATE, PAGE_UNREAD_FIELDS, readPropertyDoc } from './read-property-doc'
import { getPropertyPage } from './get-property-page'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n45\n%%EOF\n',
)

/** What Payload's own find gives the page's viewer: the read the plain row must equal. */
async function payloadFind(payload: Payload, user: TypedUser | null, where: Where) {
  const unread = Object.fromEntries(PAGE_UNREAD_FIELDS.map((name) => [name, false]))
  const { docs } = await payload.find({
    collection: 'properties',
    where,
    limit: 1,
    pagination: false,
    depth: 1,
    populate: PAGE_POPULATE,
    select: user ? unread : { ...unread, owner: false },
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

describe('readPropertyDoc', () => {
  it('reads a listing as Payload’s find does, for a visitor, its owner, another member and an admin', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const [buyer, admin] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'admin')]
    const front = await uploadImage({ payload, user: owner, input: { file: pngFile('front.png'), purpose: 'listing' } })
    const hall = await uploadImage({ payload, user: owner, input: { file: pngFile('hall.png'), purpose: 'listing' } })
    const brochure = await uploadListingPdf({ payload, user: owner, input: { file: fileOf(PDF, 'brochure.pdf', 'application/pdf') } })
    const listing = await makeProperty(payload, {
      owner: owner.id,
      property_type: 'gated_apartment',
      bedrooms: 3,
      bathrooms: 2,
      area_sqft: 1450.5,
      carpet_area_sqft: 1200,
      furnishing_status: 'Semi-Furnished',
      facing: 'east',
      lift_available: true,
      power_backup: false,
      available_from: '2026-12-15T00:00:00.000Z',
      amenities: ['Gym', 'Club House', 'Pool'],
      nearby_highlights: ['Metro 500 m'],
      gated_community_features: ['CCTV'],
      images: [front.id, hall.id],
      sections: [
        { title: 'Floor plan', content: 'Two towers.', document: brochure.id },
        { title: 'Notes', content: null },
      ],
      mandal: 'Kondapur',
      rera_number: 'P02400001234',
    })
    const where = { id: { equals: listing.id } }
    for (const viewer of [null, owner, buyer, admin]) {
      const expected = await payloadFind(payload, viewer, where)
      expect(expected).not.toBeNull()
      expect(await readPropertyDoc({ payload, user: viewer, where })).toEqual(expected)
    }
    // The lists, photos and the section's file came through, so the comparison above compared them.
    const asBuyer = (await readPropertyDoc({ payload, user: buyer, where }))!
    expect(asBuyer.amenities).toEqual(['Gym', 'Club House', 'Pool'])
    expect(asBuyer.images?.map((m) => (typeof m === 'object' && m ? m.id : m))).toEqual([front.id, hall.id])
    expect(typeof asBuyer.sections?.[0]?.document).toBe('object')
    // Users' rules: a buyer may not read a seller's account, so the owner stays an id, as Payload leaves it;
    // the owner reads their own.
    expect(asBuyer.owner).toBe(owner.id)
    expect((await readPropertyDoc({ payload, user: owner, where }))?.owner).toMatchObject({ id: owner.id, email: owner.email })
  })

  it('keeps to the read rule: an inactive listing only for its owner and staff; a listing with nothing in its lists', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const buyer = await makeUser(payload, 'buyer')
    const admin = await makeUser(payload, 'admin')
    const listing = await makeProperty(payload, { owner: owner.id, status: 'inactive' })
    const where = { id: { equals: listing.id } }
    expect(await readPropertyDoc({ payload, user: null, where })).toBeNull()
    expect(await readPropertyDoc({ payload, user: buyer, where })).toBeNull()
    for (const viewer of [owner, admin])
      expect(await readPropertyDoc({ payload, user: viewer, where })).toEqual(await payloadFind(payload, viewer, where))
    expect((await readPropertyDoc({ payload, user: owner, where }))?.images).toEqual([])
  })

  it('shows members an agent owner’s contact, and nobody but the owner and staff a seller’s', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent', { email_verified: true })
    const seller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const buyer = await makeUser(payload, 'buyer')
    const byAgent = await makeProperty(payload, { owner: agent.id })
    const bySeller = await makeProperty(payload, { owner: seller.id })
    const page = (user: TypedUser | null, listing: { id: number }) => getPropertyPage({ payload, user, slugOrId: String(listing.id) })

    expect((await page(buyer, byAgent))?.owner).toEqual({
      visible: true,
      name: `${agent.first_name} ${agent.last_name}`,
      email: agent.email,
      phone: '9876543210',
    })
    expect((await page(null, byAgent))?.owner).toEqual({ visible: false })
    expect((await page(buyer, bySeller))?.owner).toEqual({ visible: false })
    expect((await page(seller, bySeller))?.owner).toMatchObject({ visible: true, email: seller.email })
  })

  it('answers no listing for an id past the database’s range, and finds a renamed listing by its earlier slug', async () => {
    const payload = await getTestPayload()
    expect(await getPropertyPage({ payload, user: null, slugOrId: '999999999999' })).toBeNull()
    const listing = await makeProperty(payload)
    const first = (await payload.findByID({ collection: 'properties', id: listing.id, depth: 0 })).slug!
    await payload.update({ collection: 'properties', id: listing.id, data: { title: `Renamed Villa ${listing.id}` }, overrideAccess: true })
    const found = await getPropertyPage({ payload, user: null, slugOrId: first })
    expect(found?.redirectTo).toMatch(/^\/property\/renamed-villa-/)
    expect(found?.property.id).toBe(listing.id)
  })
})
