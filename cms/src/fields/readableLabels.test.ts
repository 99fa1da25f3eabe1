import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { labelFromName, withReadableLabels } from './readableLabels'
import { collections } from '../collections'

describe('readable field labels for editors', () => {
  it('turns field names into words, abbreviations as editors write them', () => {
    expect(labelFromName('cover_image')).toBe('Cover image')
    expect(labelFromName('published_at')).toBe('Published at')
    expect(labelFromName('rera_number')).toBe('RERA number')
    expect(labelFromName('bhk_config')).toBe('BHK config')
    expect(labelFromName('rate_per_sqft')).toBe('Rate per sq ft')
    expect(labelFromName('createdAt')).toBe('Created at')
    expect(labelFromName('title')).toBe('Title')
  })

  it('labels every named field in every collection, nested ones too, and keeps labels already given', () => {
    const unlabelled: string[] = []
    const walk = (slug: string, fields: Field[]) => {
      for (const field of fields) {
        if ('name' in field && !('label' in field && field.label !== undefined)) unlabelled.push(`${slug}.${field.name}`)
        if ('fields' in field && Array.isArray(field.fields)) walk(slug, field.fields)
        if ('tabs' in field) for (const tab of field.tabs) walk(slug, tab.fields)
        if ('blocks' in field) for (const block of field.blocks) walk(slug, block.fields)
      }
    }
    const labelled = collections.map(withReadableLabels)
    for (const collection of labelled) walk(collection.slug, collection.fields)
    expect(unlabelled).toEqual([])
    const posts = labelled.find((c) => c.slug === 'posts')!
    const label = (name: string) => posts.fields.find((f) => 'name' in f && f.name === name) as { label?: unknown }
    expect(label('cover_image').label).toBe('Cover image')
    expect(label('published_at').label).toBe('Published at')
    const settings = collections.find((c) => c.slug === 'posts')!
    // The collection's own config is not changed in place.
    expect((settings.fields.find((f) => 'name' in f && f.name === 'cover_image') as { label?: unknown }).label).toBeUndefined()
  })
})
