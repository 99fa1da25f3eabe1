import { describe, expect, it } from 'vitest'
import { citySchema } from './city'

const messages = (input: unknown) => {
  const r = citySchema.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('citySchema', () => {
  it('requires name and state', () => {
    expect(messages({})).toEqual([
      ['name', 'City name is required'],
      ['state', 'State is required'],
    ])
  })

  it('defaults coordinates to 0 and is_active to true', () => {
    expect(citySchema.parse({ name: 'Eluru', state: 'Andhra Pradesh', latitude: '', image_url: '' })).toEqual({
      name: 'Eluru',
      state: 'Andhra Pradesh',
      latitude: 0,
      longitude: 0,
      image_url: null,
      is_active: true,
    })
  })

  it('parses numeric coordinates and rejects non-numeric or out-of-range ones', () => {
    expect(citySchema.parse({ name: 'Eluru', state: 'Andhra Pradesh', latitude: '16.7107', longitude: 81.0952 }).latitude).toBe(16.7107)
    expect(messages({ name: 'Eluru', state: 'Andhra Pradesh', latitude: 'north', longitude: 200 })).toEqual([
      ['latitude', 'Latitude must be a number between -90 and 90'],
      ['longitude', 'Longitude must be a number between -180 and 180'],
    ])
  })

  it('requires the image URL to be a URL when given', () => {
    expect(messages({ name: 'A', state: 'Telangana', image_url: 'not a url' })).toEqual([['image_url', 'Image URL must be a valid URL']])
    expect(messages({ name: 'A', state: 'Telangana', image_url: 'javascript:alert(1)' })).toHaveLength(1)
    expect(citySchema.parse({ name: 'A', state: 'Telangana', image_url: 'https://cdn.example.com/a.jpg' }).image_url).toBe(
      'https://cdn.example.com/a.jpg',
    )
    expect(citySchema.parse({ name: 'A', state: 'Telangana', image_url: '/media/a.jpg' }).image_url).toBe('/media/a.jpg')
  })

  it('takes the state from the 29 states plus Delhi', () => {
    expect(messages({ name: 'Leh', state: 'Ladakh' })).toEqual([['state', 'Please choose one of the Indian states or Delhi']])
    expect(messages({ name: 'Srinagar', state: 'Jammu and Kashmir' })).toEqual([])
    expect(messages({ name: 'Dwarka', state: ' Delhi ' })).toEqual([])
    expect(messages({ name: 'X', state: '' })).toEqual([['state', 'State is required']])
  })

  it('coerces is_active from a checkbox', () => {
    expect(citySchema.parse({ name: 'A', state: 'Telangana', is_active: 'off' }).is_active).toBe(false)
    expect(citySchema.parse({ name: 'A', state: 'Telangana', is_active: 'on' }).is_active).toBe(true)
  })
})
