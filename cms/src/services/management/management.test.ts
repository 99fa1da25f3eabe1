import { describe, expect, it } from 'vitest'
import { MESSAGES, nriRequestSchema, rentListingSchema, type MaintenanceStatus } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import { listManagedProperties } from './list-managed-properties'
import { listMaintenanceRequests } from './list-maintenance-requests'
import { listPropertyForRent } from './list-property-for-rent'
import { moveMaintenanceRequest } from './move-maintenance-request'
import { raiseMaintenanceRequest } from './raise-maintenance-request'
import { submitNriRequest } from './submit-nri-request'

describe('property management', () => {
  it('moves maintenance requests only along PENDING → IN_PROGRESS → COMPLETED (or CANCELLED), for the owner and the admin', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'seller')
    const stranger = await makeUser(payload, 'seller')
    const admin = await makeUser(payload, 'admin')
    const property = await makeProperty(payload, { owner: owner.id })
    const raised = await raiseMaintenanceRequest({
      payload,
      user: owner,
      input: {
        property: property.id,
        title: 'Geyser',
        description: 'No hot water',
        category: 'Electrical',
        priority: 'HIGH',
        estimated_cost: 1200,
      },
    })
    const id = raised.id
    expect(raised).toMatchObject({ status: 'PENDING', priority: 'HIGH', tenant: { id: owner.id } })

    const move = (user: typeof owner, status: MaintenanceStatus) => moveMaintenanceRequest({ payload, user, id, status })
    await expect(move(owner, 'COMPLETED')).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400 })
    await expect(move(stranger, 'IN_PROGRESS')).rejects.toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.maintenance.failed })
    await expect(move(owner, 'IN_PROGRESS')).resolves.toBeUndefined()
    await expect(move(admin, 'PENDING')).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400 })
    await expect(move(admin, 'COMPLETED')).resolves.toBeUndefined()
    const done = await payload.findByID({ collection: 'maintenance-requests', id, overrideAccess: true, depth: 0 })
    expect(done.status).toBe('COMPLETED')
    expect(done.completion_date).toBeTruthy()
    await expect(move(owner, 'CANCELLED')).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400 })

    // Not on someone else's property; a buyer cannot raise one.
    const foreign = await makeProperty(payload, { owner: stranger.id })
    const refused = raiseMaintenanceRequest({
      payload,
      user: owner,
      input: { property: foreign.id, title: 'x', description: 'y', category: 'Other', priority: 'LOW', estimated_cost: null },
    })
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400, message: MESSAGES.maintenance.failed })

    const { requests, stats } = await listMaintenanceRequests({ payload, user: owner })
    expect(stats).toEqual({ total: 1, PENDING: 0, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 0 })
    expect(requests.map((r) => [r.title, r.property?.title])).toEqual([['Geyser', property.title]])
  }, 180_000)

  it('lists a property for rent: one rent listing, updated on resubmit, and the property becomes an active RENT listing', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'seller')
    const property = await makeProperty(payload, { owner: owner.id, added_by: owner.id, status: 'sold' })
    const input = rentListingSchema.parse({
      property: String(property.id),
      monthly_rent: '28000',
      security_deposit: '56000',
      available_from: '2026-12-01',
      lease_duration: '1_year',
      tenant_preferences: ['family'],
      house_rules: ['no_smoking'],
    })
    const first = await listPropertyForRent({ payload, user: owner, input })
    expect(first).toEqual({ rentListingId: expect.any(Number), propertyId: property.id })
    const second = await listPropertyForRent({ payload, user: owner, input: { ...input, monthly_rent: 30_000 } })
    expect(second.rentListingId).toBe(first.rentListingId)

    const stored = await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ listing_type: 'RENT', monthly_rent: 30_000, security_deposit: 56_000, price: null, status: 'active' })
    const rent = await payload.findByID({ collection: 'rent-listings', id: first.rentListingId, overrideAccess: true, depth: 0 })
    expect(rent).toMatchObject({ contact_preferences: ['phone_calls', 'whatsapp', 'email'], lease_duration: '1_year' })

    const managed = await listManagedProperties({ payload, user: owner })
    expect(managed.map((m) => [m.id, m.rentListing?.monthlyRent])).toEqual([[property.id, 30_000]])

    const stranger = await makeUser(payload, 'seller')
    await expect(listPropertyForRent({ payload, user: stranger, input })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: MESSAGES.rent.propertyRequired,
    })
    const plot = await makeProperty(payload, { owner: owner.id, property_type: 'plot' })
    await expect(listPropertyForRent({ payload, user: owner, input: { ...input, property: plot.id } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: MESSAGES.rent.saleOnlyType,
    })
  })

  it('stores an NRI request with every field and e-mails the team', async () => {
    const payload = await getTestPayload()
    const owner = await makeUser(payload, 'agent')
    const input = nriRequestSchema.parse({
      title: 'Flat in Kondapur',
      property_type: 'Apartment',
      address: '4-12 Kondapur Main Road',
      city: 'Hyderabad',
      state: 'Telangana',
      district: 'Rangareddy',
      mandal: 'Serilingampally',
      zip_code: '500084',
      bedrooms: '3',
      bathrooms: '2',
      area_sqft: '1650',
      furnishing_status: 'Semi Furnished',
      amenities: ['Parking', 'Gym'],
      monthly_rent: '35000',
      security_deposit: '70000',
      management_type: 'RENTAL_ONLY',
      description: 'Owner lives in Dubai.',
    })
    const result = await submitNriRequest({ payload, user: owner, input, adminUrl: 'http://localhost/admin' })
    const stored = await payload.findByID({ collection: 'nri-requests', id: result.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({
      user: owner.id,
      listing_type: 'RENT',
      management_type: 'RENTAL_ONLY',
      zip_code: '500084',
      bedrooms: 3,
      furnishing_status: 'Semi Furnished',
      amenities: ['Parking', 'Gym'],
      security_deposit: 70_000,
      status: 'new',
    })
    const buyer = await makeUser(payload, 'buyer')
    await expect(submitNriRequest({ payload, user: buyer, input, adminUrl: '' })).rejects.toThrow()
  })
})
