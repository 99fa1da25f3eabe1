import { beforeAll, describe, expect, it } from 'vitest'
import { signedInUser, testSite as site } from '../../test/routes'
import { getUser } from './auth.server'
import { requestScope } from './request-scope.server'

let cookie = ''
let userId = 0

beforeAll(async () => {
  const { user, cookie: sessionCookie } = await signedInUser('buyer')
  userId = Number(user.id)
  cookie = sessionCookie
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
