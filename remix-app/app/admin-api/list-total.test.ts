/**
 * The console's list totals are kept between requests until the counted tables change: they must
 * still be exact right after an insert, an update and a delete, whichever path made them.
 */
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import * as listRoute from '~/routes/api.admin.$resource'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import { getPayloadClient } from '~/utils/payload.server'
import { callRoute as call, jsonRequest as send, signedInUser, testSite as site } from '../../test/routes'
import { cachedStats, keptUntilChanged, type StatsSignature } from '@gruha/cms/services/admin-stats'
import { readsRelated } from '@gruha/cms/services/admin-records'
import { makeProperty } from '../../../cms/test/factories'

const tag = crypto.randomBytes(4).toString('hex')
let adminCookie = ''
let admin: Awaited<ReturnType<typeof signedInUser>>['user']

const listQuery = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,9]')}`

/** The total of a console list for `filter`, as react-admin reads it from Content-Range. */
async function listTotal(resource: string, filter: Record<string, unknown>) {
  const res = await call(
    listRoute.loader,
    new Request(`${site}/api/admin/${resource}?${listQuery(filter)}`, { headers: { Cookie: adminCookie } }),
    { resource },
  )
  expect(res.status).toBe(200)
  return Number(res.headers.get('Content-Range')?.split('/')[1])
}
const usersTotal = (filter: Record<string, unknown>) => listTotal('users', filter)

async function member(name: string) {
  const { user } = await signedInUser('buyer', { email: `${name}-${tag}@example.test`, first_name: name, last_name: 'Total' })
  return user
}

beforeAll(async () => {
  const signedIn = await signedInUser('admin', { email: `admin-${tag}@example.test`, first_name: 'Admin', last_name: 'Total' })
  adminCookie = signedIn.cookie
  admin = signedIn.user
})

describe('list totals', () => {
  it('stay exact after an insert, an update and deletes by the console and by another path', async () => {
    const active = { q: tag, role: 'buyer', status: 'active' }
    await member('first')
    expect(await usersTotal(active)).toBe(1)
    // Asked twice with nothing changed: the same answer (the second from the kept total).
    expect(await usersTotal(active)).toBe(1)

    const second = await member('second')
    expect(await usersTotal(active)).toBe(2)

    const payload = await getPayloadClient()
    await payload.update({ collection: 'users', id: second.id, data: { status: 'inactive' }, overrideAccess: false, user: admin })
    expect(await usersTotal(active)).toBe(1)
    expect(await usersTotal({ q: tag, role: 'buyer' })).toBe(2)

    const deleted = await call(itemRoute.action, send('DELETE', `/api/admin/users/${second.id}`, undefined, adminCookie), {
      resource: 'users',
      id: String(second.id),
    })
    expect(deleted.status).toBe(200)
    expect(await usersTotal({ q: tag, role: 'buyer' })).toBe(1)

    const third = await member('third')
    expect(await usersTotal({ q: tag, role: 'buyer' })).toBe(2)
    await payload.delete({ collection: 'users', id: third.id, overrideAccess: false, user: admin })
    expect(await usersTotal({ q: tag, role: 'buyer' })).toBe(1)
  })
})

describe('list totals kept per table', () => {
  it('count an enquiry search afresh when its listing is renamed, though no enquiry row changed', async () => {
    // An enquiry's search column holds its listing's title, rewritten by a trigger that leaves the
    // enquiry's updated_at alone: the total must follow the listing's table too.
    const payload = await getPayloadClient()
    const property = await makeProperty(payload, { title: `Riverside ${tag} Villa` })
    // A buyer enquires and the admin renames the listing, each through the collections' access rules.
    const buyer = await member('asha')
    await payload.create({
      collection: 'inquiries',
      data: { property: property.id, message: 'Is it available?', status: 'new' },
      overrideAccess: false,
      user: buyer,
    })
    expect(await listTotal('inquiries', { q: `lakeview ${tag}` })).toBe(0)
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { title: `Lakeview ${tag} Villa` },
      overrideAccess: false,
      user: admin,
    })
    expect(await listTotal('inquiries', { q: `lakeview ${tag}` })).toBe(1)
    expect(await listTotal('inquiries', { q: `riverside ${tag}` })).toBe(0)
  })

  it('tell a filter on a related record’s field from one on the record’s own', () => {
    expect(readsRelated({ status: { equals: 'new' } })).toBe(false)
    expect(readsRelated({ and: [{ status: { equals: 'new' } }, { or: [{ 'property.city': { equals: 'Guntur' } }] }] })).toBe(true)
    expect(readsRelated({ or: [{ property: { equals: 4 } }] })).toBe(false)
  })
})

describe('cachedStats', () => {
  it('computes once per signature and again when the signature changes', async () => {
    let runs = 0
    const compute = async () => ++runs
    expect(await cachedStats(`test:${tag}`, 'a', compute)).toBe(1)
    expect(await cachedStats(`test:${tag}`, 'a', compute)).toBe(1)
    expect(await cachedStats(`test:${tag}`, 'b', compute)).toBe(2)
  })

  it('keeps a figure until a table it counts changes, whatever the other tables do', async () => {
    const signature = (tables: Partial<StatsSignature['tables']>, today = '2026-11-29'): StatsSignature => ({
      tables: { users: 'u1', properties: 'p1', bookings: 'b1', inquiries: 'i1', viewings: 'v1', ...tables },
      today,
    })
    let runs = 0
    const figure = (s: StatsSignature) =>
      keptUntilChanged({ signature: s }, `bookings-card:${tag}`, ['bookings', 'viewings'], async () => ++runs)
    expect(await figure(signature({}))).toBe(1)
    expect(await figure(signature({ users: 'u2', inquiries: 'i2', properties: 'p2' }))).toBe(1)
    expect(await figure(signature({ users: 'u2', inquiries: 'i2', properties: 'p2', viewings: 'v2' }))).toBe(2)
    // 'Today' and 'this week' roll over at midnight in India.
    expect(await figure(signature({ users: 'u2', inquiries: 'i2', properties: 'p2', viewings: 'v2' }, '2026-11-30'))).toBe(3)
    // Without a signature nothing is kept.
    expect(await keptUntilChanged({}, `bookings-card:${tag}`, ['bookings'], async () => 'fresh')).toBe('fresh')
  })

  it('keeps at most 500 entries, dropping the oldest', async () => {
    let runs = 0
    const compute = async () => ++runs
    await cachedStats(`oldest:${tag}`, 's', compute)
    for (let i = 0; i < 500; i++) await cachedStats(`filler:${tag}:${i}`, 's', compute)
    const before = runs
    await cachedStats(`oldest:${tag}`, 's', compute)
    expect(runs).toBe(before + 1)
  })
})
