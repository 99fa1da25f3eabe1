import { describe, expect, it } from 'vitest'
import { MAX_COMPARE, addToCompare, parseCompareIds, removeFromCompare, valuesDiffer } from './compare'

describe('compare selection', () => {
  it('reads ids from a cookie or the URL, dropping junk and repeats', () => {
    expect(parseCompareIds('3,1, 3,x,-2,0,7')).toEqual([3, 1, 7])
    expect(parseCompareIds('')).toEqual([])
    expect(parseCompareIds(null)).toEqual([])
  })
  it('adds up to four and refuses a fifth', () => {
    let ids: number[] = []
    for (const id of [1, 2, 3, 4]) {
      const change = addToCompare(ids, id)
      expect(change.ok).toBe(true)
      ids = change.ids
    }
    expect(ids).toHaveLength(MAX_COMPARE)
    expect(addToCompare(ids, 2)).toEqual({ ok: true, ids: [1, 2, 3, 4] })
    expect(addToCompare(ids, 5)).toEqual({ ok: false, ids: [1, 2, 3, 4], reason: 'full' })
    expect(removeFromCompare(ids, 2)).toEqual([1, 3, 4])
  })
  it('tells rows that differ', () => {
    expect(valuesDiffer(['3', '3'])).toBe(false)
    expect(valuesDiffer(['3', '4'])).toBe(true)
    expect(valuesDiffer([null, ''])).toBe(false)
    expect(valuesDiffer([true, false])).toBe(true)
  })
})
