/**
 * The console endpoints of the dashboard, locations, viewings and audit log: real loaders and
 * actions with real session cookies. Everyone but an admin is refused; the audit log is read-only.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import * as analyticsRoute from '~/routes/api.admin.analytics'
import * as dashboardRoute from '~/routes/api.admin.dashboard'
import * as statesSummaryRoute from '~/routes/api.admin.states-summary'
import * as listRoute from '~/routes/api.admin.$resource'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty } from '../../../cms/test/factories'
import { callRoute as call, jsonRequest as send, signedInUser, testSite as site } from '../../test/routes'

const tag = crypto.randomBytes(4).toString('hex')
const cookies: Record<string, string> = {}
let admin: Awaited<ReturnType<typeof signedInUser>>['user'] | null = null
const ROLES = ['buyer', 'seller', 'agent', 'editor', 'admin'] as const

beforeAll(async () => {
  for (const role of ROLES) {
    const signedIn = await signedInUser(role, { email: `${role}-${tag}@example.test` })
    cookies[role] = signedIn.cookie
    if (role === 'admin') admin = signedIn.user
  }
})

const get = (path: string, cookie?: string) => new Request(`${site}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

const READS: Array<[string, (args: LoaderFunctionArgs) => unknown, Record<string, string>]> = [
  ['/api/admin/dashboard', dashboardRoute.loader, {}],
  ['/api/admin/analytics', analyticsRoute.loader, {}],
  ['/api/admin/states-summary', statesSummaryRoute.loader, {}],
  ['/api/admin/cities', listRoute.loader, { resource: 'cities' }],
  ['/api/admin/states', listRoute.loader, { resource: 'states' }],
  ['/api/admin/viewings', listRoute.loader, { resource: 'viewings' }],
  ['/api/admin/audit-logs', listRoute.loader, { resource: 'audit-logs' }],
]

describe('console endpoints of console-b', () => {
  it.each(READS)('%s refuses anonymous callers (401) and buyers, sellers, agents and editors (403)', async (path, loader, params) => {
    expect((await call(loader, get(path), params)).status).toBe(401)
    for (const role of ['buyer', 'seller', 'agent', 'editor'] as const) {
      const res = await call(loader, get(path, cookies[role]), params)
      expect(res.status, `${role} on ${path}`).toBe(403)
    }
    expect((await call(loader, get(path, cookies.admin), params)).status).toBe(200)
  })

  it('writes to cities refuse non-admins and validate the state and image URL', async () => {
    const body = { name: `Api City ${tag}`, state: 'Telangana', latitude: 17.1, longitude: 78.2 }
    expect((await call(listRoute.action, send('POST', '/api/admin/cities', body, cookies.agent), { resource: 'cities' })).status).toBe(403)
    const invalid = await call(
      listRoute.action,
      send('POST', '/api/admin/cities', { ...body, state: 'Atlantis', image_url: 'nope' }, cookies.admin),
      { resource: 'cities' },
    )
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).errors).toEqual({
      state: 'Please choose one of the Indian states or Delhi',
      image_url: 'Image URL must be a valid URL',
    })
    const created = await call(listRoute.action, send('POST', '/api/admin/cities', body, cookies.admin), { resource: 'cities' })
    expect(created.status).toBe(201)
    const city = await created.json()
    const toggled = await call(itemRoute.action, send('PUT', `/api/admin/cities/${city.id}`, { is_active: false }, cookies.admin), {
      resource: 'cities',
      id: String(city.id),
    })
    expect(await toggled.json()).toMatchObject({ id: city.id, name: body.name, is_active: false, latitude: 17.1 })
  })

  it('the audit log is read-only for admins too', async () => {
    const list = await call(
      listRoute.loader,
      get(`/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`, cookies.admin),
      {
        resource: 'audit-logs',
      },
    )
    const [entry] = await list.json()
    expect(entry).toMatchObject({ target_collection: 'cities', actor_email: `admin-${tag}@example.test` })
    const created = await call(listRoute.action, send('POST', '/api/admin/audit-logs', { action: 'create' }, cookies.admin), {
      resource: 'audit-logs',
    })
    expect(created.status).toBe(403)
    const params = { resource: 'audit-logs', id: String(entry.id) }
    expect(
      (await call(itemRoute.action, send('PUT', `/api/admin/audit-logs/${entry.id}`, { action: 'delete' }, cookies.admin), params)).status,
    ).toBe(403)
    expect(
      (await call(itemRoute.action, send('DELETE', `/api/admin/audit-logs/${entry.id}`, undefined, cookies.admin), params)).status,
    ).toBe(403)
  })
})

describe('the dashboard figures, kept between changes', () => {
  const dashboard = async () => {
    const res = await call(dashboardRoute.loader, get('/api/admin/dashboard', cookies.admin), {})
    expect(res.status).toBe(200)
    return (await res.json()) as { totalProperties: number }
  }
  // Other test files write at the same time: the figure must catch up with the table, and
  // does within a poll; a figure kept past a change would stay behind until the test fails.
  const caughtUp = async () => {
    const { totalDocs } = await (await getTestPayload()).count({ collection: 'properties', overrideAccess: false, user: admin })
    return (await dashboard()).totalProperties === totalDocs
  }

  it('follow an insert at once, and a delete within seconds', async () => {
    const payload = await getTestPayload()
    await dashboard()
    const property = await makeProperty(payload, { city: `Cachecity${tag}` })
    await expect.poll(caughtUp, { timeout: 5_000, interval: 200 }).toBe(true)
    // A delete is seen through Postgres's statistics, which are flushed within a second or two.
    const deleted = await call(itemRoute.action, send('DELETE', `/api/admin/properties/${property.id}`, undefined, cookies.admin), {
      resource: 'properties',
      id: String(property.id),
    })
    expect(deleted.status).toBe(200)
    await expect.poll(caughtUp, { timeout: 20_000, interval: 500 }).toBe(true)
  })
})
