import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '@gruha/cms/services/auth/index'
import { getTestPayload } from '../../../cms/test/payload'
import { makeUser } from '../../../cms/test/factories'
import { commitSignIn, getUser } from './auth.server'
import { requestScope } from './request-scope.server'

const site = 'http://localhost:3000'
let cookie = ''
let userId = 0

beforeAll(async () => {
  const payload = await getTestPayload()
  const user = await makeUser(payload, 'buyer', { password: 'Strong@123', status: 'active', email_verified: true })
  userId = Number(user.id)
  const result = await signIn(payload, { email: user.email, password: 'Strong@123' })
  if (!result.ok) throw new Error(result.message)
  cookie = (await commitSignIn(new Request(site), result.token)).split(';')[0]
})

// Remix hands the root loader and the route loader separate copies of the request.
const copy = (method = 'GET') => new Request(`${site}/my-bookings`, { method, headers: { Cookie: cookie } })

describe('getUser', () => {
  it('checks the token once per GET request, across the copies Remix gives each loader', async () => {
    await requestScope.run(new Map(), async () => {
      const first = getUser(copy())
      const second = getUser(copy())
      expect(second).toBe(first)
      expect((await first)?.id).toBe(userId)
    })
    // A new HTTP request checks again.
    const other = await requestScope.run(new Map(), () => getUser(copy()))
    expect(other?.id).toBe(userId)
  })

  it('checks again on every call for other methods, where an action may change the user first', async () => {
    await requestScope.run(new Map(), async () => {
      const first = getUser(copy('POST'))
      const second = getUser(copy('POST'))
      expect(second).not.toBe(first)
      expect((await second)?.id).toBe(userId)
    })
  })

  it('outside a request scope it still answers, without caching', async () => {
    const a = getUser(copy())
    const b = getUser(copy())
    expect(b).not.toBe(a)
    expect((await a)?.id).toBe(userId)
    expect(await getUser(new Request(`${site}/`))).toBeNull()
  })
})
