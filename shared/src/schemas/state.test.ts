import { describe, expect, it } from 'vitest'
import { stateSchema } from './state'

const messages = (input: unknown) => {
  const r = stateSchema.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('stateSchema', () => {
  it('forces the code to upper case and defaults is_active', () => {
    expect(stateSchema.parse({ name: ' Telangana ', code: ' tg ', region: 'Southern' })).toEqual({
      name: 'Telangana',
      code: 'TG',
      region: 'Southern',
      is_active: true,
    })
  })

  it('limits the code to 2 letters', () => {
    expect(messages({ name: 'X', code: 'TGA', region: 'Southern' })).toEqual([['code', 'State code must be at most 2 characters']])
    expect(messages({ name: 'X', code: '1', region: 'Southern' })).toEqual([['code', 'State code must contain letters only']])
    expect(messages({ name: 'X', code: 't', region: 'Southern' })).toEqual([['code', 'State code must be 2 letters']])
  })

  it('requires name, code and a known region', () => {
    expect(messages({})).toEqual([
      ['name', 'State name is required'],
      ['code', 'State code is required'],
      ['region', 'Region is required'],
    ])
    expect(messages({ name: 'X', code: 'XX', region: 'Southeast' })).toEqual([['region', 'Region is required']])
    expect(stateSchema.parse({ name: 'Assam', code: 'as', region: 'Northeast India', is_active: 'false' }).is_active).toBe(false)
  })
})
