/** Verification tiers and RERA numbers on every path (issue 23): hooks on properties, users and documents. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { RERA_MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '../../db/sql'
import { recheckRera } from '../../services/rera/recheck-rera'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const flat = (extra: Record<string, unknown> = {}): RequiredDataFromCollectionSlug<'properties'> =>
  ({
    title: `Trust Flat ${uniq()}`,
    description: 'Made by a test.',
    listing_type: 'SALE' as const,
    property_type: 'gated_apartment' as const,
    price: 6_000_000,
    address: `${uniq()} Trust Road`,
    city: 'Hyderabad',
    state: 'Telangana',
    ...extra,
  }) as RequiredDataFromCollectionSlug<'properties'>

/** A scan of the deed: a 1×1 PNG is enough for the upload checks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const scan = { data: PNG, mimetype: 'image/png', name: 'deed.png', size: PNG.length }

describe('RERA on listings', () => {
  it('needs the number in a covered project, checks it against the state, and stores it normalised', async () => {
    const seller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const create = (extra: Record<string, unknown>) =>
      payload.create({ collection: 'properties', data: flat(extra), overrideAccess: false, user: seller })
    await expect(create({ rera_covered: true })).rejects.toMatchObject({ status: 400, message: RERA_MESSAGES.required })
    await expect(create({ rera_covered: true, rera_number: 'PRM/KA/RERA/1251/446/PR/220124/000123' })).rejects.toMatchObject({
      status: 400,
      message: RERA_MESSAGES.invalid,
    })
    const ok = await create({ rera_covered: true, rera_number: 'p024 0000 1234' })
    expect(ok.rera_number).toBe('P02400001234')
    // Changing the state re-checks the stored number.
    await expect(
      payload.update({ collection: 'properties', id: ok.id, data: { state: 'Karnataka' }, overrideAccess: false, user: seller }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('checks an agent’s number against the state that issued it', async () => {
    const agent = await makeUser(payload, 'agent')
    const update = (data: Record<string, unknown>) =>
      payload.update({ collection: 'users', id: agent.id, data, overrideAccess: false, user: agent })
    await expect(update({ rera_number: 'A51800012345' })).rejects.toMatchObject({ message: RERA_MESSAGES.agentStateRequired })
    await expect(update({ rera_number: 'A51800012345', rera_state: 'Delhi' })).rejects.toMatchObject({ message: RERA_MESSAGES.invalid })
    expect((await update({ rera_number: 'a518 0001 2345', rera_state: 'Maharashtra' })).rera_number).toBe('A51800012345')
  })
})

describe('RERA re-check when the rules change', () => {
  it('flags a stored number that no longer matches and clears one that does', async () => {
    const seller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const good = await payload.create({
      collection: 'properties',
      data: flat({ rera_number: 'P02400001234' }),
      overrideAccess: false,
      user: seller,
    })
    const bad = await payload.create({
      collection: 'properties',
      data: flat({ rera_number: 'P02400004321' }),
      overrideAccess: false,
      user: seller,
    })
    // As if both were stored under older rules, one under a format that has since changed.
    await drizzleOf(payload).execute(sql`update properties set rera_checked_version = 0 where id in (${good.id}, ${bad.id})`)
    await drizzleOf(payload).execute(sql`update properties set rera_number = 'TS/RERA/OLD/1' where id = ${bad.id}`)
    const result = await recheckRera({ payload })
    expect(result.checked).toBeGreaterThanOrEqual(2)
    const read = (id: number) => payload.findByID({ collection: 'properties', id, overrideAccess: true })
    expect(await read(bad.id)).toMatchObject({ rera_flagged: true, rera_checked_version: 1 })
    expect(await read(good.id)).toMatchObject({ rera_flagged: false, rera_checked_version: 1 })
  })
})

describe('verification tiers', () => {
  it('owner ID: the owner’s KYC approval date reaches their listings, and leaves when revoked', async () => {
    const admin = await makeUser(payload, 'admin')
    const seller = await makeUser(payload, 'seller')
    const listing = await payload.create({ collection: 'properties', data: flat(), overrideAccess: false, user: seller })
    expect(listing.status).toBe('pending_review')
    expect(listing.owner_id_checked_at ?? null).toBeNull()
    await payload.update({
      collection: 'users',
      id: seller.id,
      data: { verification_status: 'verified' },
      overrideAccess: false,
      user: admin,
    })
    const checked = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })
    expect(checked.owner_id_checked_at).toBeTruthy()
    // Still in review: verifying the owner does not publish a held listing.
    expect(checked.status).toBe('pending_review')
    await payload.update({
      collection: 'users',
      id: seller.id,
      data: { verification_status: 'rejected' },
      overrideAccess: false,
      user: admin,
    })
    expect(
      (await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).owner_id_checked_at ?? null,
    ).toBeNull()
  })

  it('ownership document: only the listing’s owner uploads it, and an admin’s approval dates the tier', async () => {
    const admin = await makeUser(payload, 'admin')
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const stranger = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const listing = await payload.create({ collection: 'properties', data: flat(), overrideAccess: false, user: owner })
    const upload = (user: typeof owner) =>
      payload.create({
        collection: 'documents',
        data: {
          document_category: 'sale_deed',
          entity_type: 'property',
          entity_id: String(listing.id),
        } as RequiredDataFromCollectionSlug<'documents'>,
        file: scan,
        overrideAccess: false,
        user,
      })
    await expect(upload(stranger)).rejects.toMatchObject({ status: 403 })
    const doc = await upload(owner)
    expect(
      (await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).ownership_document_checked_at ?? null,
    ).toBeNull()
    await payload.update({ collection: 'documents', id: doc.id, data: { review_status: 'approved' }, overrideAccess: false, user: admin })
    const after = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })
    expect(after.ownership_document_checked_at).toBeTruthy()
  })

  it('visited: only an admin records a visit, and it needs a note', async () => {
    const admin = await makeUser(payload, 'admin')
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const listing = await payload.create({ collection: 'properties', data: flat(), overrideAccess: false, user: owner })
    const ownWrite = await payload.update({
      collection: 'properties',
      id: listing.id,
      data: { visited_at: '2026-11-01T00:00:00.000Z', visit_note: 'I visited myself', owner_id_checked_at: '2026-11-01T00:00:00.000Z' },
      overrideAccess: false,
      user: owner,
    })
    expect(ownWrite.visited_at ?? null).toBeNull()
    expect(ownWrite.owner_id_checked_at).toBe(listing.owner_id_checked_at)
    await expect(
      payload.update({
        collection: 'properties',
        id: listing.id,
        data: { visited_at: '2026-11-01T00:00:00.000Z' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const visited = await payload.update({
      collection: 'properties',
      id: listing.id,
      data: { visited_at: '2026-11-01T00:00:00.000Z', visit_note: 'Flat matches the photos' },
      overrideAccess: false,
      user: admin,
    })
    expect(visited).toMatchObject({ visit_note: 'Flat matches the photos' })
  })
})
