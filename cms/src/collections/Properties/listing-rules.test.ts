/** Who may publish listings, on every path (issue 7, findings 1 and 2): through the Local API as REST calls it. */
import { beforeAll, describe, expect, it } from 'vitest'
import { Forbidden, type Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const listing = () => ({
  title: `Rule Flat ${uniq()}`,
  description: 'Made by a test.',
  listing_type: 'RENT' as const,
  property_type: 'standalone_apartment' as const,
  monthly_rent: 20_000,
  address: '3 Rule Road',
  city: 'Guntur',
  // Admin-only: dropped for members, so the default (active, i.e. published) applies.
  status: 'active' as const,
})

async function tryCreate(user: SessionUser) {
  try {
    return await payload.create({ collection: 'properties', data: listing(), overrideAccess: false, user })
  } catch (error) {
    if (error instanceof Forbidden) return null
    throw error
  }
}

describe('listing a property', () => {
  it('is refused to agents awaiting approval or rejected, and to inactive accounts', async () => {
    expect(await tryCreate(await makeUser(payload, 'agent', { verification_status: 'pending' }))).toBeNull()
    expect(await tryCreate(await makeUser(payload, 'agent', { verification_status: 'rejected' }))).toBeNull()
    expect(await tryCreate(await makeUser(payload, 'seller', { status: 'inactive' }))).toBeNull()
    expect(await tryCreate(await makeUser(payload, 'agent', { status: 'suspended' }))).toBeNull()
  })

  it('is allowed to active sellers and approved agents', async () => {
    expect(await tryCreate(await makeUser(payload, 'seller'))).not.toBeNull()
    expect(await tryCreate(await makeUser(payload, 'agent', { verification_status: 'approved' }))).not.toBeNull()
  })

  it('an agent whose approval is pending cannot edit or re-publish their own listing', async () => {
    const agent = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const own = await makeProperty(payload, { owner: agent.id, added_by: agent.id, status: 'inactive' })
    await expect(
      payload.update({ collection: 'properties', id: own.id, data: { description: 'Changed' }, overrideAccess: false, user: agent }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})
