import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  blankToNull,
  blankToUndefined,
  booleanField,
  enumField,
  fieldErrors,
  firstError,
  isEmptyFile,
  nullableNumber,
  optionalNumber,
  nullableRelationId,
  relationId,
  requiredNumber,
  stringList,
  toBoolean,
  toNumberInput,
  toRelationId,
  toStringList,
} from './fields'

describe('coercions', () => {
  it('turns blanks into undefined or null', () => {
    expect(blankToUndefined('  ')).toBeUndefined()
    expect(blankToUndefined(' a ')).toBe('a')
    expect(blankToUndefined(5)).toBe('5')
    expect(blankToNull('')).toBeNull()
    expect(blankToNull(null)).toBeNull()
    expect(blankToNull(undefined)).toBeUndefined()
  })

  it('reads checkbox values', () => {
    expect(toBoolean('on')).toBe(true)
    expect(toBoolean('TRUE')).toBe(true)
    expect(toBoolean('off')).toBe(false)
    expect(toBoolean('')).toBe(false)
    expect(toBoolean(undefined, true)).toBe(true)
    expect(toBoolean('maybe')).toBe('maybe')
  })

  it('reads numbers with Indian grouping', () => {
    expect(toNumberInput('1,25,000')).toBe(125000)
    expect(toNumberInput(' ')).toBeUndefined()
    expect(toNumberInput('12a')).toBe('12a')
  })

  it('reads string lists from arrays, JSON and comma text', () => {
    expect(toStringList(['a', ' b ', '', 'a'])).toEqual(['a', 'b'])
    expect(toStringList('["x","y"]')).toEqual(['x', 'y'])
    expect(toStringList('x, y ,,z')).toEqual(['x', 'y', 'z'])
    expect(toStringList('[broken')).toEqual(['[broken'])
    expect(toStringList(undefined)).toEqual([])
  })

  it('reads relation ids', () => {
    expect(toRelationId('12')).toBe(12)
    expect(toRelationId({ id: '7' })).toBe(7)
    expect(toRelationId('abc-uuid')).toBe('abc-uuid')
    expect(toRelationId('')).toBeUndefined()
  })

  it('detects an empty file input', () => {
    expect(isEmptyFile({ name: '', size: 0, type: 'application/octet-stream' })).toBe(true)
    expect(isEmptyFile({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe(false)
  })
})

describe('field builders', () => {
  it('builds numbers with required and invalid messages', () => {
    const n = requiredNumber('Needed', { message: 'Not a number', int: true, intMessage: 'Whole', min: 1, rangeMessage: 'Too small' })
    expect(n.safeParse('').error?.issues[0]?.message).toBe('Needed')
    expect(n.safeParse('abc').error?.issues[0]?.message).toBe('Not a number')
    expect(n.safeParse('1.5').error?.issues[0]?.message).toBe('Whole')
    expect(n.safeParse('0').error?.issues[0]?.message).toBe('Too small')
    expect(n.parse('3')).toBe(3)
    expect(optionalNumber({ message: 'x' }).parse('')).toBeUndefined()
    expect(nullableNumber({ message: 'x' }).parse('')).toBeNull()
  })

  it('builds enums, booleans, lists and relation ids', () => {
    const e = enumField(['a', 'b'] as const, 'Pick one', 'Bad choice')
    expect(e.safeParse('').error?.issues[0]?.message).toBe('Pick one')
    expect(e.safeParse('c').error?.issues[0]?.message).toBe('Bad choice')
    expect(booleanField(true).parse(undefined)).toBe(true)
    expect(booleanField(true).safeParse('maybe').success).toBe(false)
    expect(stringList().parse(undefined)).toEqual([])
    expect(relationId('Pick').safeParse(undefined).error?.issues[0]?.message).toBe('Pick')
    expect(relationId('Pick').safeParse(-1).success).toBe(false)
    expect(relationId('Pick').parse(5)).toBe(5)
    expect(relationId('Pick').parse('12')).toBe(12)
    for (const bad of ['abc', 'NaN', '1.5', '99999999999', ['1', '2'], { id: 'x' }, 0]) {
      expect(relationId('Pick').safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('Pick')
    }
    expect(nullableRelationId('Pick').parse('')).toBeNull()
    expect(nullableRelationId('Pick').safeParse('abc').success).toBe(false)
  })

  it('collects field errors for forms', () => {
    const schema = z.object({ a: z.string().min(1, 'A!'), b: z.string().min(1, 'B!') }).refine(() => false, 'Form!')
    const r = schema.safeParse({ a: '', b: '' })
    expect(r.success).toBe(false)
    expect(fieldErrors(r.error!)).toEqual({ a: 'A!', b: 'B!', _form: 'Form!' })
    expect(firstError(r.error!)).toBe('A!')
    const root = z
      .object({})
      .refine(() => false, 'Form!')
      .safeParse({})
    expect(fieldErrors(root.error!)).toEqual({ _form: 'Form!' })
  })
})
