import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentRange, filterWhere, parseListQuery } from './simple-rest.server'
import { resourceOr404 } from './crud.server'
import type { AdminResource } from './resources/types'

const resource: AdminResource = {
  collection: 'users',
  search: ['email', 'first_name'],
  filterFields: ['role', 'status'],
  sortable: ['email', 'createdAt'],
  createSchema: z.object({}),
  updateSchema: z.object({}),
  toRecord: (d) => d,
}

const url = (query: Record<string, unknown>) =>
  new URL(
    `http://x/api/admin/users?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))}`,
  )

describe('parseListQuery', () => {
  it('maps range to page and limit', () => {
    expect(parseListQuery(url({ range: [20, 29] }), resource)).toMatchObject({ limit: 10, page: 3, start: 20 })
    expect(parseListQuery(url({ range: [0, 24] }), resource)).toMatchObject({ limit: 25, page: 1 })
    expect(parseListQuery(url({ range: [0, 0] }), resource)).toMatchObject({ limit: 1, page: 1 })
  })

  it('caps the page size at 100', () => {
    expect(parseListQuery(url({ range: [0, 999] }), resource).limit).toBe(100)
  })

  it('reads malformed range, sort and filter as the first page, newest first, unfiltered', () => {
    for (const query of [
      { range: -664959, sort: false, filter: 1134629611 },
      { range: {}, sort: 'x', filter: true },
      { range: [1e300, 'a'], sort: [{}, 'x'], filter: [1, 2] },
    ]) {
      const parsed = parseListQuery(url(query), resource)
      expect(parsed.sort).toBe('-createdAt')
      expect(parsed.limit).toBeLessThanOrEqual(100)
      expect(parsed.start).toBeLessThanOrEqual(10_000_000)
      expect(parsed.where).toEqual({})
    }
  })

  it('keeps only scalar filter values and real ids', () => {
    const { where } = parseListQuery(url({ filter: { role: { $ne: 1 }, status: ['active', {}], id: ['7', '1.5', 99999999999] } }), resource)
    expect(where).toEqual({ and: [{ status: { in: ['active'] } }, { id: { in: [7] } }] })
  })

  it('sorts only by declared fields, newest first by default', () => {
    expect(parseListQuery(url({ sort: ['email', 'ASC'] }), resource).sort).toBe('email')
    expect(parseListQuery(url({ sort: ['email', 'DESC'] }), resource).sort).toBe('-email')
    expect(parseListQuery(url({ sort: ['password', 'ASC'] }), resource).sort).toBe('createdAt')
    expect(parseListQuery(new URL('http://x/api/admin/users'), resource).sort).toBe('-createdAt')
  })

  it('turns q into a search over the declared fields and drops undeclared filters', () => {
    const { where } = parseListQuery(url({ filter: { q: 'ravi', role: 'agent', hash: 'x', status: '' } }), resource)
    expect(where).toEqual({
      and: [{ or: [{ email: { like: 'ravi' } }, { first_name: { like: 'ravi' } }] }, { role: { equals: 'agent' } }],
    })
  })

  it('reads getMany id lists', () => {
    expect(parseListQuery(url({ filter: { id: [3, '4', 'x'] } }), resource).where).toEqual({ and: [{ id: { in: [3, 4] } }] })
  })

  it('survives malformed JSON', () => {
    const q = parseListQuery(new URL('http://x/api/admin/users?sort=[oops&range=nope&filter={'), resource)
    expect(q).toMatchObject({ sort: '-createdAt', limit: 10, page: 1, where: {} })
  })
})

describe('contentRange', () => {
  it('formats ra-data-simple-rest headers', () => {
    expect(contentRange('users', 10, 10, 57)).toBe('users 10-19/57')
    expect(contentRange('users', 0, 0, 0)).toBe('users 0-0/0')
  })
})

describe('names from the request are looked up as own keys only', () => {
  it('a filter named after an Object method is an unknown key, ignored (the fuzz found toString answered 500)', () => {
    const withVirtual: AdminResource = { ...resource, virtualFilters: { verified: () => ({ verified_at: { exists: true } }) } }
    expect(filterWhere({ toString: 'x', constructor: 'y', hasOwnProperty: 'z' }, withVirtual)).toEqual({})
    expect(filterWhere({ verified: true, role: 'agent' }, withVirtual)).toEqual({
      and: [{ verified_at: { exists: true } }, { role: { equals: 'agent' } }],
    })
  })

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
    expect(resourceOr404('users')).toBeTruthy()
  })
})
