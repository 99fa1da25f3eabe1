import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { filterWhere, parseListQuery } from './list-query'
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

describe('parseListQuery', () => {
  it('maps range to page and limit', () => {
    expect(parseListQuery({ range: [20, 29] }, resource)).toMatchObject({ limit: 10, page: 3, start: 20 })
    expect(parseListQuery({ range: [0, 24] }, resource)).toMatchObject({ limit: 25, page: 1 })
    expect(parseListQuery({ range: [0, 0] }, resource)).toMatchObject({ limit: 1, page: 1 })
  })

  it('caps the page size at 100', () => {
    expect(parseListQuery({ range: [0, 999] }, resource).limit).toBe(100)
  })

  it('reads malformed range, sort and filter as the first page, newest first, unfiltered', () => {
    for (const query of [
      { range: -664959, sort: false, filter: 1134629611 },
      { range: {}, sort: 'x', filter: true },
      { range: [1e300, 'a'], sort: [{}, 'x'], filter: [1, 2] },
    ]) {
      const parsed = parseListQuery(query, resource)
      expect(parsed.sort).toBe('-createdAt')
      expect(parsed.limit).toBeLessThanOrEqual(100)
      expect(parsed.start).toBeLessThanOrEqual(10_000_000)
      expect(parsed.where).toEqual({})
    }
  })

  it('keeps only scalar filter values and real ids', () => {
    const { where } = parseListQuery({ filter: { role: { $ne: 1 }, status: ['active', {}], id: ['7', '1.5', 99999999999] } }, resource)
    expect(where).toEqual({ and: [{ status: { in: ['active'] } }, { id: { in: [7] } }] })
  })

  it('sorts only by declared fields, newest first by default', () => {
    expect(parseListQuery({ sort: ['email', 'ASC'] }, resource).sort).toBe('email')
    expect(parseListQuery({ sort: ['email', 'DESC'] }, resource).sort).toBe('-email')
    expect(parseListQuery({ sort: ['password', 'ASC'] }, resource).sort).toBe('createdAt')
    expect(parseListQuery({}, resource).sort).toBe('-createdAt')
  })

  it('turns q into a search over the declared fields and drops undeclared filters', () => {
    const { where } = parseListQuery({ filter: { q: 'ravi', role: 'agent', hash: 'x', status: '' } }, resource)
    expect(where).toEqual({
      and: [{ or: [{ email: { like: 'ravi' } }, { first_name: { like: 'ravi' } }] }, { role: { equals: 'agent' } }],
    })
  })

  it('reads getMany id lists', () => {
    expect(parseListQuery({ filter: { id: [3, '4', 'x'] } }, resource).where).toEqual({ and: [{ id: { in: [3, 4] } }] })
  })

  it('reads absent parameters (malformed JSON reaches it as absent) as the first page, newest first, unfiltered', () => {
    expect(parseListQuery({}, resource)).toMatchObject({ sort: '-createdAt', limit: 10, page: 1, start: 0, where: {} })
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
})
