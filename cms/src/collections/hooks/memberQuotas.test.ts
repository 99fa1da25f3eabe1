/** Issue 23: per-member quotas from site-settings (uploads per day by count and bytes, listings per day, private documents). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { QUOTA_DEFAULTS, TRUST_MESSAGES, type MyPropertyData } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { uploadDocument, uploadImage } from '../../services/uploads/upload-file'
import { addMyProperty } from '../../services/my-properties/add-my-property'
import { AppError } from '../../errors/app-error'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const file = (bytes = PNG) => ({
  name: `p-${uniq()}.png`,
  type: 'image/png',
  size: bytes.length,
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
})

let payload: Payload
const QUOTAS = {
  uploads_per_day: 4,
  upload_mb_per_day: 1,
  listings_per_day_verified: 3,
  listings_per_day_unverified: 2,
  private_documents: 3,
}
beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { member_quotas: QUOTAS }, overrideAccess: true })
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { member_quotas: QUOTA_DEFAULTS }, overrideAccess: true })
})

const listing = (title: string) =>
  ({
    title,
    description: 'A quiet home.',
    listing_type: 'SALE',
    property_type: 'villa',
    price: 5_000_000,
    address: '3 Test Road',
    city: 'Hyderabad',
    state: 'Telangana',
    status: 'active',
  }) as RequiredDataFromCollectionSlug<'properties'>
const list = (user: SessionUser) =>
  payload.create({ collection: 'properties', data: listing(`Quota Home ${uniq()}`), overrideAccess: false, user, depth: 0 })

describe('member quotas', () => {
  it('default far above real use, and admins edit them in site-settings', async () => {
    expect(QUOTA_DEFAULTS).toEqual({
      uploads_per_day: 100,
      upload_mb_per_day: 200,
      listings_per_day_verified: 20,
      listings_per_day_unverified: 5,
      private_documents: 25,
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.member_quotas).toEqual(QUOTAS)
  })

  it('stop uploads over the daily count with a 429 message, keeping the earlier files', async () => {
    const seller = await makeUser(payload, 'seller')
    const upload = (user: typeof seller) => uploadImage({ payload, user, input: { file: file(), purpose: 'listing' } })
    for (let i = 0; i < QUOTAS.uploads_per_day; i++) expect((await upload(seller)).id).toBeGreaterThan(0)
    await expect(upload(seller)).rejects.toMatchObject({ code: 'LIMIT_REACHED', status: 429, message: TRUST_MESSAGES.uploadsPerDay })
    expect((await payload.count({ collection: 'media', where: { uploaded_by: { equals: seller.id } } })).totalDocs).toBe(4)
    // Another member is not held back.
    expect((await upload(await makeUser(payload, 'seller'))).id).toBeGreaterThan(0)
  })

  it('stop uploads over the daily bytes', async () => {
    const seller = await makeUser(payload, 'seller')
    // Pretend the member already stored 1 MB today.
    const first = await uploadImage({ payload, user: seller, input: { file: file(), purpose: 'listing' } })
    await payload.update({ collection: 'media', id: first.id, data: { filesize: 1024 * 1024 }, overrideAccess: true })
    await expect(uploadImage({ payload, user: seller, input: { file: file(), purpose: 'listing' } })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: TRUST_MESSAGES.uploadBytesPerDay,
    })
  })

  it('cap private documents per member', async () => {
    const buyer = await makeUser(payload, 'buyer')
    const upload = () => uploadDocument({ payload, user: buyer, input: { file: file(), category: 'id_proof', entityType: 'user' } })
    for (let i = 0; i < QUOTAS.private_documents; i++) expect((await upload()).id).toBeGreaterThan(0)
    await expect(upload()).rejects.toMatchObject({ code: 'LIMIT_REACHED', status: 429, message: TRUST_MESSAGES.privateDocuments })
  })

  it('cap new listings per day, lower for unverified owners, with a 429 on every path', async () => {
    const unverified = await makeUser(payload, 'seller', { verification_status: 'pending' })
    for (let i = 0; i < QUOTAS.listings_per_day_unverified; i++) await list(unverified)
    const refused = await list(unverified).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(429)
    expect((refused as AppError).message).toBe(TRUST_MESSAGES.listingsPerDay)
    expect((await payload.count({ collection: 'properties', where: { added_by: { equals: unverified.id } } })).totalDocs).toBe(2)

    const verified = await makeUser(payload, 'seller', { verification_status: 'verified' })
    for (let i = 0; i < QUOTAS.listings_per_day_verified; i++) await list(verified)
    await expect(list(verified)).rejects.toMatchObject({ status: 429 })
  })

  it("answer the site's add-property form with 429 and the message", async () => {
    const seller = await makeUser(payload, 'seller', { verification_status: 'pending' })
    for (let i = 0; i < QUOTAS.listings_per_day_unverified; i++) await list(seller)
    const input: MyPropertyData = {
      ...listing('Form Home'),
      district: 'Hyderabad',
      mandal: 'Shaikpet',
      images: [],
      sections: [],
    } as MyPropertyData
    await expect(addMyProperty({ payload, user: seller, input })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      status: 429,
      message: TRUST_MESSAGES.listingsPerDay,
      fieldErrors: undefined,
    })
  })
})
