import { describe, expect, it } from 'vitest'
import { MAX_RECORD_ID, parseRecordId } from './ids'

describe('parseRecordId', () => {
  it('reads positive integer ids', () => {
    expect(parseRecordId('1')).toBe(1)
    expect(parseRecordId('42')).toBe(42)
    expect(parseRecordId(7)).toBe(7)
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID)
  })

  it('refuses what no serial column holds', () => {
    for (const raw of [
      '0',
      '-1',
      '1.5',
      '1e3',
      'Infinity',
      '99999999999999999999',
      String(MAX_RECORD_ID + 1),
      '',
      ' 1',
      '01',
      'abc',
      null,
      undefined,
      1.5,
      {},
    ]) {
      expect(parseRecordId(raw), String(raw)).toBeNull()
    }
  })
})
