/**
 * The console's users API, called as Remix calls it: real loaders and actions, a real session
 * cookie, and Payload on the run's throwaway database.
 */
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import * as listRoute from '~/routes/api.admin.$resource'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import * as sessionRoute from '~/routes/api.admin.session'
import { callRoute as call, jsonRequest as send, signedInUser, testPassword as password, testSite as site } from '../../test/routes'

const tag = crypto.randomBytes(4).toString('hex')
let adminCookie = ''
let buyerCookie = ''

async function makeUser(role: 'admin' | 'buyer', name: string) {
  const { cookie } = await signedInUser(role, { email: `${name}-${tag}@example.test`, first_name: name, last_name: 'Test' })
  return cookie
}

const get = (path: string, cookie?: string) => new Request(`${site}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

beforeAll(async () => {
  adminCookie = await makeUser('admin', 'admin')
  buyerCookie = await makeUser('buyer', 'buyer')
})

describe('/api/admin/users', () => {
  it('answers anonymous callers with JSON 401 and non-admins with 403', async () => {
    const anonymous = await call(listRoute.loader, get('/api/admin/users'), { resource: 'users' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Authentication required' })
    const buyer = await call(listRoute.loader, get('/api/admin/users', buyerCookie), { resource: 'users' })
    expect(buyer.status).toBe(403)
  })

  it('lists with range, sort, search and Content-Range', async () => {
    const query = `filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,0]')}`
    const res = await call(listRoute.loader, get(`/api/admin/users?${query}`, adminCookie), { resource: 'users' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Range')).toBe('users 0-0/2')
    const rows = (await res.json()) as Array<Record<string, unknown>>
    expect(rows.map((r) => r.email)).toEqual([`admin-${tag}@example.test`])
    expect(rows[0]).not.toHaveProperty('password')
    expect(rows[0]).not.toHaveProperty('hash')
  })

  it('creates, reads, updates and deletes a user', async () => {
    const email = `created-${tag}@example.test`
    const created = await call(
      listRoute.action,
      send(
        'POST',
        '/api/admin/users',
        {
          email,
          password,
          first_name: 'Sita',
          last_name: 'Rao',
          role: 'agent',
          status: 'active',
          verification_status: 'pending',
        },
        adminCookie,
      ),
      { resource: 'users' },
    )
    expect(created.status).toBe(201)
    const record = (await created.json()) as { id: number; role: string; verification_status: string }
    expect(record).toMatchObject({ role: 'agent', verification_status: 'pending' })

    const read = await call(itemRoute.loader, get(`/api/admin/users/${record.id}`, adminCookie), {
      resource: 'users',
      id: String(record.id),
    })
    expect(((await read.json()) as { email: string }).email).toBe(email)

    const updated = await call(
      itemRoute.action,
      send(
        'PUT',
        `/api/admin/users/${record.id}`,
        {
          email,
          first_name: 'Sita',
          last_name: 'Rao',
          role: 'agent',
          status: 'inactive',
          verification_status: 'verified',
        },
        adminCookie,
      ),
      { resource: 'users', id: String(record.id) },
    )
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ status: 'inactive', verification_status: 'verified' })

    const deleted = await call(itemRoute.action, send('DELETE', `/api/admin/users/${record.id}`, undefined, adminCookie), {
      resource: 'users',
      id: String(record.id),
    })
    expect(deleted.status).toBe(200)
    const gone = await call(itemRoute.loader, get(`/api/admin/users/${record.id}`, adminCookie), {
      resource: 'users',
      id: String(record.id),
    })
    expect(gone.status).toBe(404)
  })

  it('refuses bad input with the spec message and field errors', async () => {
    const res = await call(
      listRoute.action,
      send(
        'POST',
        '/api/admin/users',
        {
          email: `x-${tag}@example.test`,
          first_name: 'A',
          last_name: 'B',
          role: 'buyer',
          status: 'active',
          verification_status: 'pending',
        },
        adminCookie,
      ),
      { resource: 'users' },
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(body.errors.password).toBe('Password is required for new users')
  })

  it('refuses cross-site writes', async () => {
    const res = await call(listRoute.action, send('POST', '/api/admin/users', {}, adminCookie, 'https://evil.example'), {
      resource: 'users',
    })
    expect(res.status).toBe(403)
  })

  it('404s resources that are not exposed', async () => {
    const res = await call(listRoute.loader, get('/api/admin/otp-codes', adminCookie), { resource: 'otp-codes' })
    expect(res.status).toBe(404)
  })
})

describe('/api/admin/session', () => {
  it('signs in admins only, with the spec messages', async () => {
    const empty = await call(sessionRoute.action, send('POST', '/api/admin/session', { email: '', password: '' }, ''), {})
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: 'Please enter both email and password' })

    const wrong = await call(
      sessionRoute.action,
      send('POST', '/api/admin/session', { email: `admin-${tag}@example.test`, password: 'Wrong@1234' }, ''),
      {},
    )
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Authentication failed. Please check your credentials.' })

    const buyer = await call(
      sessionRoute.action,
      send('POST', '/api/admin/session', { email: `buyer-${tag}@example.test`, password }, ''),
      {},
    )
    expect(buyer.status).toBe(403)
    expect(await buyer.json()).toEqual({ message: 'Access denied. This portal is restricted to administrators only.' })
    expect(buyer.headers.get('Set-Cookie')).toBeNull()

    const admin = await call(
      sessionRoute.action,
      send('POST', '/api/admin/session', { email: `admin-${tag}@example.test`, password }, ''),
      {},
    )
    expect(admin.status).toBe(200)
    expect(admin.headers.get('Set-Cookie')).toMatch(/__gruha_session=.*HttpOnly.*SameSite=Lax/i)
  })
})
