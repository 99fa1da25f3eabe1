/**
 * Issue 24, console edit: the API accepts the fields to change alone (`{status}`), and an admin can
 * save an owner's listing that has no PIN code; what is sent is still checked by the form's rules.
 */
import { describe, expect, it } from 'vitest'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { addDaysISO } from '@gruha/shared'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty } from '../../../cms/test/factories'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import { callRoute as call, jsonRequest as send, signedInUser } from '../../test/routes'

describe('console partial update', () => {
  it('changes one field of a listing without a PIN code, and of a booking, and still refuses bad values', async () => {
    const payload = await getTestPayload()
    const { cookie, user: admin } = await signedInUser('admin')
    const { user: owner } = await signedInUser('seller')
    const { user: buyer } = await signedInUser('buyer')
    const listing = await makeProperty(payload, { owner: owner.id, zip_code: null, area_sqft: 1200 })

    const patch = (resource: string, id: number, body: Record<string, unknown>) =>
      call(itemRoute.action, send('PATCH', `/api/admin/${resource}/${id}`, body, cookie), { resource, id: String(id) })

    // The buyer books a tour while the listing is live, through the collection's rules as themselves.
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        property: listing.id,
        booking_date: addDaysISO(new Date(), 5),
        booking_time: '10:00',
      } as RequiredDataFromCollectionSlug<'bookings'>,
      overrideAccess: false,
      user: { ...buyer, collection: 'users' as const },
    })

    const status = await patch('properties', listing.id, { status: 'inactive' })
    expect(status.status, await status.clone().text()).toBe(200)
    // Read back as the admin, through the collection's access rules.
    const stored = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: false, user: admin, depth: 0 })
    expect(stored).toMatchObject({ status: 'inactive', title: listing.title })
    expect(stored.zip_code ?? null).toBeNull()

    // The whole Edit form, still without a PIN code, saves too.
    const form = await patch('properties', listing.id, {
      ...(await (
        await call(itemRoute.loader, new Request(`http://localhost/api/admin/properties/${listing.id}`, { headers: { Cookie: cookie } }), {
          resource: 'properties',
          id: String(listing.id),
        })
      ).json()),
      price: 8_100_000,
    })
    expect(form.status, await form.clone().text()).toBe(200)

    // A field the request does send is checked.
    const bad = await patch('properties', listing.id, { title: '' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.title).toBe('Title is required')

    const confirmed = await patch('bookings', booking.id, { status: 'confirmed' })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    expect(await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: false, user: admin, depth: 0 })).toMatchObject({
      status: 'confirmed',
      booking_time: '10:00',
    })
  })
})
