import { describe, expect, it } from 'vitest'
import { contentRange, parseJsonParam } from './simple-rest.server'
import { resourceOr404 } from './crud.server'

describe('contentRange', () => {
  it('formats ra-data-simple-rest headers', () => {
    expect(contentRange('users', 10, 10, 57)).toBe('users 10-19/57')
    expect(contentRange('users', 0, 0, 0)).toBe('users 0-0/0')
  })
})

describe('parseJsonParam', () => {
  it('reads a parameter as JSON, and an absent or malformed one as undefined', () => {
    const url = new URL('http://x/api/admin/users?sort=["email","ASC"]&range=nope&filter={')
    expect(parseJsonParam(url, 'sort')).toEqual(['email', 'ASC'])
    expect(parseJsonParam(url, 'range')).toBeUndefined()
    expect(parseJsonParam(url, 'filter')).toBeUndefined()
    expect(parseJsonParam(url, 'tabs')).toBeUndefined()
  })
})

describe('names from the request are looked up as own keys only', () => {
  it('a resource named after an Object method answers 404, not 500', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'nope']) {
      let thrown: unknown
      try {
        resourceOr404(name)
      } catch (error) {
        thrown = error
      }
      expect(thrown, name).toBeInstanceOf(Response)
      expect((thrown as Response).status, name).toBe(404)
    }
    expect(() => resourceOr404('users')).not.toThrow()
  })
})
