/**
 * The console's properties, bookings and inquiries API (spec 002), called as Remix calls it:
 * real loaders and actions, real session cookies, Payload on the run's throwaway database.
 * Filters, searches and tab counts are checked against counts worked out by hand from the
 * fixtures this file creates (every fixture carries a unique tag, so other tests' rows never match).
 */
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty } from '../../../cms/test/factories'
import * as listRoute from '~/routes/api.admin.$resource'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import * as countsRoute from '~/routes/api.admin.$resource.counts'
import * as documentsRoute from '~/routes/api.admin.users.$id.documents'
import { consume } from '@gruha/cms/services/rate-limit'
import { sendFollowUp } from '@gruha/cms/services/enquiries'
import { callRoute as call, jsonRequest as send, signedInUser, testSite as site } from '../../test/routes'

const tag = crypto.randomBytes(4).toString('hex')
const cookies: Record<string, string> = {}
let buyerId = 0
let buyer: Awaited<ReturnType<typeof signedInUser>>['user'] | null = null
let admin: Awaited<ReturnType<typeof signedInUser>>['user'] | null = null
let sellerId = 0
let agentId = 0

const get = (path: string, cookie?: string) => new Request(`${site}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')

async function list(resource: string, params: Record<string, unknown>) {
  const res = await call(listRoute.loader, get(`/api/admin/${resource}?${q(params)}`, cookies.admin), { resource })
  expect(res.status).toBe(200)
  const total = Number(res.headers.get('Content-Range')?.split('/')[1])
  return { rows: (await res.json()) as Array<Record<string, unknown>>, total }
}

/** Add Booking in the console, at 10:00 on `booking_date`. */
const createBooking = (fields: Record<string, unknown>) =>
  call(listRoute.action, send('POST', '/api/admin/bookings', { booking_time: '10:00:00', ...fields }, cookies.admin), {
    resource: 'bookings',
  })

async function counts(resource: string, filter: Record<string, unknown>, tabs: Record<string, Record<string, unknown>>) {
  const res = await call(countsRoute.loader, get(`/api/admin/${resource}/counts?${q({ filter, tabs })}`, cookies.admin), { resource })
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, number>
}

beforeAll(async () => {
  for (const role of ['admin', 'buyer', 'seller', 'agent', 'editor'] as const) {
    const { user, cookie } = await signedInUser(role, { first_name: `${role}${tag}` })
    cookies[role] = cookie
    if (role === 'admin') admin = user
    if (role === 'buyer') [buyerId, buyer] = [Number(user.id), user]
    if (role === 'seller') sellerId = Number(user.id)
    if (role === 'agent') agentId = Number(user.id)
  }
  // Fixtures: 3 villas for sale (2 active, 1 inactive), 2 apartments for rent, 1 plot; all tagged.
  const payload = await getTestPayload()
  const base = { owner: sellerId, city: `Tagcity${tag}` }
  await makeProperty(payload, { ...base, title: `Villa A ${tag}`, status: 'active' })
  await makeProperty(payload, { ...base, title: `Villa B ${tag}`, status: 'active' })
  await makeProperty(payload, { ...base, title: `villa c ${tag.toUpperCase()}`, status: 'inactive' })
  for (const t of ['standalone_apartment', 'gated_apartment'])
    await makeProperty(payload, {
      ...base,
      title: `Flat ${t} ${tag}`,
      property_type: t,
      listing_type: 'RENT',
      price: null,
      monthly_rent: 25000,
    })
  await makeProperty(payload, { ...base, title: `Plot ${tag}`, property_type: 'plot', plot_area_sqft: 2400, area_sqft: 2400 })
})

describe('who may call /api/admin/{properties,bookings,inquiries}', () => {
  const resources = ['properties', 'bookings', 'inquiries']

  it('answers anonymous callers 401 and buyers, sellers, agents and editors 403, on every route', async () => {
    for (const resource of resources) {
      const calls = (cookie?: string) => [
        call(listRoute.loader, get(`/api/admin/${resource}`, cookie), { resource }),
        call(countsRoute.loader, get(`/api/admin/${resource}/counts`, cookie), { resource }),
        call(itemRoute.loader, get(`/api/admin/${resource}/1`, cookie), { resource, id: '1' }),
        call(listRoute.action, send('POST', `/api/admin/${resource}`, {}, cookie ?? ''), { resource }),
        call(itemRoute.action, send('PUT', `/api/admin/${resource}/1`, {}, cookie ?? ''), { resource, id: '1' }),
        call(itemRoute.action, send('DELETE', `/api/admin/${resource}/1`, undefined, cookie ?? ''), { resource, id: '1' }),
      ]
      for (const res of await Promise.all(calls())) expect(res.status).toBe(401)
      for (const role of ['buyer', 'seller', 'agent', 'editor']) {
        for (const res of await Promise.all(calls(cookies[role]))) expect(res.status, `${role} ${resource}`).toBe(403)
      }
    }
  })
})

describe('/api/admin/properties', () => {
  it('filters, searches (any case) and counts tabs in SQL, matching the fixtures', async () => {
    const city = `Tagcity${tag}`
    expect((await list('properties', { filter: { city } })).total).toBe(6)
    expect((await list('properties', { filter: { city, listing_type: 'SALE' } })).total).toBe(4)
    expect((await list('properties', { filter: { city, category: 'apartments' } })).total).toBe(2)
    expect((await list('properties', { filter: { city, category: 'land' } })).total).toBe(1)
    expect((await list('properties', { filter: { city, property_type: 'villa', status: 'active' } })).total).toBe(2)
    // Case-insensitive search: 'VILLA' finds the three villas, whatever their title's case.
    expect((await list('properties', { filter: { q: `VILLA ${tag}` } })).total).toBe(3)

    const page = await list('properties', { filter: { city }, sort: ['title', 'ASC'], range: [2, 3] })
    expect(page.total).toBe(6)
    expect(page.rows.map((r) => r.title)).toEqual([`Plot ${tag}`, `Villa A ${tag}`])

    expect(
      await counts(
        'properties',
        { city },
        {
          properties: {},
          'properties-sale': { listing_type: 'SALE' },
          apartments: { category: 'apartments' },
          houses: { category: 'houses' },
          commercial: { category: 'commercial' },
          land: { category: 'land' },
        },
      ),
    ).toEqual({ properties: 6, 'properties-sale': 4, apartments: 2, houses: 3, commercial: 0, land: 1 })
  })

  it('creates with the admin stamped as added_by, keeps price for SALE only, edits and deletes', async () => {
    const body = {
      title: `Console flat ${tag}`,
      description: 'Made in the console',
      property_type: 'standalone_apartment',
      listing_type: 'RENT',
      price: 9_900_000,
      monthly_rent: 30000,
      security_deposit: 60000,
      area_sqft: 1200,
      address: '2 Road',
      city: 'Hyderabad',
      state: 'Telangana',
      zip_code: '500001',
      owner: sellerId,
      sections: [{ title: 'Nearby', content: 'Metro' }],
    }
    const missing = await call(listRoute.action, send('POST', '/api/admin/properties', { ...body, owner: '' }, cookies.admin), {
      resource: 'properties',
    })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.owner).toBe('Owner is required')

    const created = await call(listRoute.action, send('POST', '/api/admin/properties', body, cookies.admin), { resource: 'properties' })
    expect(created.status).toBe(201)
    const record = (await created.json()) as Record<string, unknown>
    expect(record).toMatchObject({ price: null, monthly_rent: 30000, security_deposit: 60000, owner: sellerId, added_by_role: 'admin' })
    expect(record.added_by).not.toBe(sellerId)
    expect(record.sections).toEqual([{ title: 'Nearby', content: 'Metro' }])

    const id = String(record.id)
    const updated = await call(
      itemRoute.action,
      send('PUT', `/api/admin/properties/${id}`, { ...record, listing_type: 'SALE', price: 8_000_000, owner: null }, cookies.admin),
      { resource: 'properties', id },
    )
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ price: 8_000_000, monthly_rent: null, security_deposit: null, owner: null })

    const deleted = await call(itemRoute.action, send('DELETE', `/api/admin/properties/${id}`, undefined, cookies.admin), {
      resource: 'properties',
      id,
    })
    expect(deleted.status).toBe(200)
  })
})

describe('/api/admin/bookings', () => {
  it('creates for a customer, joins names, filters by status tab, confirms and deletes', async () => {
    const payload = await getTestPayload()
    const property = await makeProperty(payload, { owner: sellerId, title: `Toured ${tag}` })
    const created = await createBooking({ property: property.id, user: buyerId, agent: agentId, booking_date: '2030-03-01' })
    expect(created.status).toBe(201)
    const booking = (await created.json()) as Record<string, unknown>
    expect(booking).toMatchObject({
      user: buyerId,
      agent: agentId,
      status: 'pending',
      property_title: `Toured ${tag}`,
      user_name: expect.stringContaining(`buyer${tag}`),
    })

    const missing = await call(listRoute.action, send('POST', '/api/admin/bookings', { property: property.id }, cookies.admin), {
      resource: 'bookings',
    })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe('Please fill in all required fields')

    const tabs = { pending: { status: 'pending' }, confirmed: { status: 'confirmed' }, completed: { status: 'completed' }, all: {} }
    expect(await counts('bookings', { property: property.id }, tabs)).toEqual({ pending: 1, confirmed: 0, completed: 0, all: 1 })
    expect((await list('bookings', { filter: { q: `TOURED ${tag}` } })).total).toBe(1)

    const id = String(booking.id)
    const confirmed = await call(
      itemRoute.action,
      send('PUT', `/api/admin/bookings/${id}`, { ...booking, status: 'confirmed', agent_notes: 'Bring ID' }, cookies.admin),
      { resource: 'bookings', id },
    )
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed', agent_notes: 'Bring ID' })
    expect(await counts('bookings', { property: property.id }, tabs)).toEqual({ pending: 0, confirmed: 1, completed: 0, all: 1 })

    // The buyer reads the same row (their /my-bookings).
    const asBuyer = await payload.findByID({
      collection: 'bookings',
      id,
      overrideAccess: false,
      user: { ...(await payload.findByID({ collection: 'users', id: buyerId })), collection: 'users' },
    })
    expect(asBuyer.status).toBe('confirmed')

    const deleted = await call(itemRoute.action, send('DELETE', `/api/admin/bookings/${id}`, undefined, cookies.admin), {
      resource: 'bookings',
      id,
    })
    expect(deleted.status).toBe(200)
  })
})

describe('/api/admin/inquiries', () => {
  it('lists with status tabs and search, reads one, and refuses creation', async () => {
    const payload = await getTestPayload()
    const property = await makeProperty(payload, { owner: sellerId, title: `Asked ${tag}` })
    // The buyer sends each enquiry as the site does; the admin then sets its status (admin-only).
    for (const status of ['new', 'new', 'responded', 'closed'] as const) {
      const sent = await payload.create({
        collection: 'inquiries',
        overrideAccess: false,
        user: buyer,
        data: { property: property.id, name: `Asker ${tag}`, email: `a-${tag}@example.test`, message: 'Is it available?', status: 'new' },
      })
      if (status !== 'new')
        await payload.update({ collection: 'inquiries', id: sent.id, data: { status }, overrideAccess: false, user: admin })
    }
    const tabs = {
      all: {},
      new: { status: 'new' },
      responded: { status: 'responded' },
      closed: { status: 'closed' },
      unassigned: { assigned: false },
    }
    expect(await counts('inquiries', { property: property.id }, tabs)).toEqual({ all: 4, new: 2, responded: 1, closed: 1, unassigned: 4 })
    const found = await list('inquiries', { filter: { q: `asker ${tag.toUpperCase()}`, status: 'new' } })
    expect(found.total).toBe(2)
    expect(found.rows[0]).toMatchObject({ property_title: `Asked ${tag}`, status: 'new' })

    const one = await call(itemRoute.loader, get(`/api/admin/inquiries/${found.rows[0].id}`, cookies.admin), {
      resource: 'inquiries',
      id: String(found.rows[0].id),
    })
    expect(one.status).toBe(200)

    // A follow-up names the enquiry it follows up, and the console can list a thread by it.
    const thread = found.rows[0].id as number
    const followUp = await sendFollowUp({ payload, user: buyer!, inquiryId: thread, message: 'Any news?' })
    const followUps = await list('inquiries', { filter: { follow_up_of: thread } })
    expect(followUps.rows.map((r) => [r.id, r.follow_up_of])).toEqual([[followUp.id, thread]])
    expect((await list('inquiries', { filter: { q: `asker ${tag.toUpperCase()}`, status: 'new' } })).rows).toContainEqual(
      expect.objectContaining({ id: thread, follow_up_of: null }),
    )
    // Waiting for an agent are the enquiries only: the follow-up goes with its enquiry.
    expect(await counts('inquiries', { property: property.id }, { all: {}, unassigned: { assigned: false } })).toEqual({
      all: 5,
      unassigned: 4,
    })
    const toAssign = (await list('unassigned-inquiries', { filter: { q: `asker ${tag}` }, range: [0, 99] })).rows.map((r) => r.id)
    expect(toAssign).toContain(thread)
    expect(toAssign).not.toContain(followUp.id)

    const create = await call(listRoute.action, send('POST', '/api/admin/inquiries', { message: 'x' }, cookies.admin), {
      resource: 'inquiries',
    })
    expect(create.status).toBe(405)
  })
})

describe('the console search column (search_text)', () => {
  it('finds an enquiry by its property title, follows a rename, matches words across fields, and keeps page order', async () => {
    const payload = await getTestPayload()
    const property = await makeProperty(payload, { owner: sellerId, title: `Lakeview ${tag}`, area_sqft: 1200, zip_code: '500081' })
    // The buyer sends it as the site does: through the collection's rules as themself.
    const enquiry = await payload.create({
      collection: 'inquiries',
      overrideAccess: false,
      user: buyer,
      data: { property: property.id, name: `Searcher ${tag}`, email: `s-${tag}@example.test`, message: 'Parking?', status: 'new' },
    })
    const byTitle = await list('inquiries', { filter: { q: `LAKEVIEW ${tag}` } })
    expect(byTitle.rows.map((r) => r.id)).toEqual([enquiry.id])

    // Renaming the property moves its enquiries' search text with it (a trigger, whoever writes).
    const current = await call(itemRoute.loader, get(`/api/admin/properties/${property.id}`, cookies.admin), {
      resource: 'properties',
      id: String(property.id),
    })
    const renamed = await call(
      itemRoute.action,
      send('PUT', `/api/admin/properties/${property.id}`, { ...(await current.json()), title: `Hillside ${tag}` }, cookies.admin),
      { resource: 'properties', id: String(property.id) },
    )
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    expect((await list('inquiries', { filter: { q: `lakeview ${tag}` } })).total).toBe(0)
    expect((await list('inquiries', { filter: { q: `hillside ${tag}` } })).rows.map((r) => r.id)).toEqual([enquiry.id])

    // Every word must appear somewhere in the row: a first name and a last name together find the user.
    const byName = await list('users', { filter: { q: `agent${tag}` } })
    expect(byName.rows.map((r) => r.id)).toEqual([agentId])
    const customId = String(byName.rows[0].custom_id)
    expect((await list('users', { filter: { q: `${customId} AGENT${tag}` } })).rows.map((r) => r.id)).toEqual([agentId])
    expect((await list('users', { filter: { q: `${customId} seller${tag}` } })).total).toBe(0)

    // The page's rows come back in the page's order (ids first, then the records).
    const villas = await list('properties', { sort: ['title', 'DESC'], filter: { q: `villa ${tag}` } })
    expect(villas.rows.map((r) => r.title)).toEqual([`villa c ${tag.toUpperCase()}`, `Villa B ${tag}`, `Villa A ${tag}`])
    const secondPage = await list('properties', { sort: ['title', 'DESC'], range: [1, 1], filter: { q: `villa ${tag}` } })
    expect(secondPage).toEqual({ rows: [expect.objectContaining({ title: `Villa B ${tag}` })], total: 3 })
  })

  it("finds a booking by its property's title and its customer's name, and follows a rename of either", async () => {
    const payload = await getTestPayload()
    const property = await makeProperty(payload, { owner: sellerId, title: `Riverside ${tag}` })
    const created = await createBooking({ property: property.id, user: buyerId, booking_date: '2030-04-01' })
    expect(created.status).toBe(201)
    const booking = (await created.json()) as { id: number }
    const found = async (text: string) => (await list('bookings', { filter: { q: text } })).rows.map((r) => r.id)
    expect(await found(`RIVERSIDE ${tag}`)).toEqual([booking.id])
    expect(await found(`riverside buyer${tag}`)).toEqual([booking.id])

    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { title: `Orchard ${tag}` },
      overrideAccess: false,
      user: admin,
    })
    expect(await found(`riverside ${tag}`)).toEqual([])
    expect(await found(`orchard ${tag}`)).toEqual([booking.id])

    await payload.update({ collection: 'users', id: buyerId, data: { last_name: `Renamed${tag}` }, overrideAccess: false, user: admin })
    expect(await found(`orchard renamed${tag}`)).toEqual([booking.id])
  })

  it('holds private details, so only an admin reads or queries it', async () => {
    const payload = await getTestPayload()
    const own = await payload.findByID({ collection: 'users', id: buyerId, overrideAccess: false, user: buyer })
    expect(own.email).toBeTruthy()
    expect(own).not.toHaveProperty('search_text')
    await expect(
      payload.find({ collection: 'users', where: { search_text: { like: 'example' } }, overrideAccess: false, user: buyer }),
    ).rejects.toThrow(/cannot be queried/)
  })
})

describe('/api/admin/users extras', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  const upload = (path: string, cookie: string, fields: Record<string, string | Blob>) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    return new Request(`${site}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: site }, body: form })
  }

  it('files Add User documents privately for the user and lists them in User Details; others are refused', async () => {
    const path = `/api/admin/users/${buyerId}/documents`
    const params = { id: String(buyerId) }
    const added = await call(
      documentsRoute.action,
      upload(path, cookies.admin, { kind: 'id_proof', file: new File([png], 'id.png', { type: 'image/png' }) }),
      params,
    )
    expect(added.status).toBe(201)
    const bad = await call(
      documentsRoute.action,
      upload(path, cookies.admin, { kind: 'address_proof', file: new File(['<html>'], 'a.txt', { type: 'text/plain' }) }),
      params,
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe(
      'File type not allowed. Please upload PNG, JPG, JPEG, or PDF files only.',
    )

    const listed = await call(documentsRoute.loader, get(path, cookies.admin), params)
    expect(((await listed.json()) as Array<{ document_category: string }>).map((d) => d.document_category)).toEqual(['id_proof'])
    // The document belongs to the user: they can read it, another member cannot.
    const payload = await getTestPayload()
    const asBuyer = await payload.find({
      collection: 'documents',
      where: { entity_id: { equals: String(buyerId) } },
      overrideAccess: false,
      user: { ...(await payload.findByID({ collection: 'users', id: buyerId })), collection: 'users' },
    })
    expect(asBuyer.totalDocs).toBe(1)

    for (const role of ['buyer', 'seller', 'agent', 'editor']) {
      expect((await call(documentsRoute.loader, get(path, cookies[role]), params)).status).toBe(403)
      expect(
        (
          await call(
            documentsRoute.action,
            upload(path, cookies[role], { kind: 'id_proof', file: new File([png], 'id.png', { type: 'image/png' }) }),
            params,
          )
        ).status,
      ).toBe(403)
    }
    expect((await call(documentsRoute.loader, get(path), params)).status).toBe(401)
  })

  it('refuses Add User with the wait in seconds once the e-mail rate limit for that address is spent', async () => {
    const email = `limited-${tag}@example.test`
    for (let i = 0; i < 3; i++) await consume('emailResend', { account: email })
    const res = await call(
      listRoute.action,
      send(
        'POST',
        '/api/admin/users',
        {
          email,
          password: 'Strong@123',
          first_name: 'Rate',
          last_name: 'Limited',
          role: 'buyer',
          status: 'active',
          verification_status: 'pending',
        },
        cookies.admin,
      ),
      { resource: 'users' },
    )
    expect(res.status).toBe(429)
    expect(((await res.json()) as { message: string }).message).toMatch(/rate limit.*after \d+ seconds/i)
  })

  it('filters users by the table status (account or verification) in SQL', async () => {
    const filter = { q: tag }
    const byHand = { active: 5, verified: 5, pending: 0 }
    const tabs = { active: { table_status: 'active' }, verified: { table_status: 'verified' }, pending: { table_status: 'pending' } }
    expect(await counts('users', filter, tabs)).toEqual(byHand)
  })
})
