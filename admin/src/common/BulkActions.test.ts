import { describe, expect, it } from 'vitest'
import { bulkOutcome, countOf } from './BulkActions'

const nouns = ['property', 'properties'] as const

describe('console: a bulk action’s toast', () => {
  it('counts in words, one and many', () => {
    expect([countOf(1, nouns), countOf(3, nouns)]).toEqual(['1 property', '3 properties'])
  })

  it('says what was done, skipped and failed, and picks the toast’s type from that', () => {
    expect(bulkOutcome({ nouns, verb: 'deactivated', done: 3, skipped: 0, failed: 0 })).toEqual({
      message: '3 properties deactivated',
      type: 'success',
    })
    expect(
      bulkOutcome({ nouns, verb: 'activated', done: 1, skipped: 2, skippedWhy: 'only inactive ones are activated', failed: 0 }),
    ).toEqual({
      message: '1 property activated; 2 skipped (only inactive ones are activated)',
      type: 'success',
    })
    expect(bulkOutcome({ nouns, verb: 'deleted', done: 2, skipped: 0, failed: 1, error: 'Not allowed' })).toEqual({
      message: '2 properties deleted; 1 failed: Not allowed',
      type: 'warning',
    })
    expect(bulkOutcome({ nouns, verb: 'deleted', done: 0, skipped: 0, failed: 2 })).toEqual({
      message: 'No properties deleted; 2 failed',
      type: 'error',
    })
    expect(
      bulkOutcome({ nouns, verb: 'activated', done: 0, skipped: 2, skippedWhy: 'only inactive ones are activated', failed: 0 }),
    ).toEqual({
      message: 'No properties activated; 2 skipped (only inactive ones are activated)',
      type: 'info',
    })
  })
})
