/** Issue 23: unique listing slugs, their history, and contact details kept out of listing text. */
import { beforeAll, describe, expect, it } from 'vitest'
import { ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { TRUST_MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { getPropertyPage } from '../../services/properties/get-property-page'
import { belongsToBase, firstFreeSlug } from './hooks/assignUniqueSlug'

let payload: Payload
let first: SessionUser
let second: SessionUser
beforeAll(async () => {
  payload = await getTestPayload()
  first = await makeUser(payload, 'seller', { verification_status: 'verified' })
  second = await makeUser(payload, 'seller', { verification_status: 'verified' })
})

const listing = (title: string, extra: Record<string, unknown> = {}) =>
  ({
    title,
    description: 'Spacious and sunny.',
    listing_type: 'SALE',
    property_type: 'villa',
    price: 9_000_000,
    address: '2 Test Road',
    city: 'Hyderabad',
    state: 'Telangana',
    status: 'active',
    ...extra,
  }) as RequiredDataFromCollectionSlug<'properties'>

const list = (user: SessionUser, title: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'properties', data: listing(title, extra), overrideAccess: false, user, depth: 0 })

describe('unique slugs', () => {
  it('picks the first free numbered suffix, never an all-digit slug', () => {
    expect(firstFreeSlug('villa', new Set())).toBe('villa')
    expect(firstFreeSlug('villa', new Set(['villa', 'villa-2']))).toBe('villa-3')
    expect(firstFreeSlug('2024', new Set())).toBe('2024-2')
    expect(belongsToBase('villa-12', 'villa')).toBe(true)
    expect(belongsToBase('villa-town', 'villa')).toBe(false)
  })

  it('gives a second seller with the same title a -2 slug, and the first listing keeps its URL and canonical path', async () => {
    const title = `Sea View Villa ${uniq()}`
    const a = await list(first, title)
    const b = await list(second, title)
    const c = await list(second, title)
    expect(b.slug).toBe(`${a.slug}-2`)
    expect(c.slug).toBe(`${a.slug}-3`)
    const page = await getPropertyPage({ payload, user: null, slugOrId: a.slug! })
    expect(page?.property.id).toBe(a.id)
    expect(page?.redirectTo).toBeUndefined()
    // /property/<id> of the first listing resolves to itself, whose canonical slug is its own.
    const byId = await getPropertyPage({ payload, user: null, slugOrId: String(a.id) })
    expect(byId?.property.slug).toBe(a.slug)
  })

  it('keeps a renamed listing reachable at its old slug (redirect), which nobody else can take', async () => {
    const title = `Lake Flat ${uniq()}`
    const a = await list(first, title)
    const oldSlug = a.slug!
    const renamed = await payload.update({
      collection: 'properties',
      id: a.id,
      data: { title: `${title} Renovated` },
      overrideAccess: false,
      user: first,
      depth: 0,
    })
    expect(renamed.slug).toBe(`${oldSlug}-renovated`)
    expect(renamed.slug_history?.map((r) => r.slug)).toEqual([oldSlug])
    const page = await getPropertyPage({ payload, user: null, slugOrId: oldSlug })
    expect(page?.property.id).toBe(a.id)
    expect(page?.redirectTo).toBe(`/property/${oldSlug}-renovated`)
    // Another seller with the old title gets a suffix: the old URL stays the first listing's.
    const other = await list(second, title)
    expect(other.slug).toBe(`${oldSlug}-2`)
    // Editing other fields keeps the slug.
    const edited = await payload.update({
      collection: 'properties',
      id: other.id,
      data: { price: 1 },
      overrideAccess: false,
      user: second,
      depth: 0,
    })
    expect(edited.slug).toBe(other.slug)
  })

  it('ignores a slug or history a member sends', async () => {
    const victim = await list(first, `Palm Grove ${uniq()}`)
    const attacker = await list(second, `Other ${uniq()}`, { slug: victim.slug, slug_history: [{ slug: 'x' }] })
    expect(attacker.slug).not.toBe(victim.slug)
    expect(attacker.slug_history ?? []).toEqual([])
  })
})

describe('contact details in listing text', () => {
  it('are refused in the title, description and sections with the message on each field', async () => {
    const refused = await list(first, `Flat ${uniq()} call 98765 43210`, {
      description: 'Mail owner at gmail dot com',
      sections: [{ title: 'More', content: '+91-98765-43210' }],
    }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).data.errors).toEqual([
      { message: TRUST_MESSAGES.contactInText, path: 'title' },
      { message: TRUST_MESSAGES.contactInText, path: 'description' },
      { message: TRUST_MESSAGES.contactInText, path: 'sections' },
    ])
  })

  it('are refused on edit too, and the stored listing is unchanged', async () => {
    const a = await list(first, `Garden House ${uniq()}`)
    const refused = await payload
      .update({
        collection: 'properties',
        id: a.id,
        data: { description: 'WhatsApp 9.8.7.6.5.4.3.2.1.0' },
        overrideAccess: false,
        user: first,
      })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ValidationError)
    const stored = await payload.findByID({ collection: 'properties', id: a.id, depth: 0 })
    expect(stored.description).toBe('Spacious and sunny.')
  })
})
