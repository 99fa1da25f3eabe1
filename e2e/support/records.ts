/**
 * Members and listings made through Payload's REST as the admin (every hook and rule runs), for the
 * tests that need a full record rather than factory.ts's quick one, and console addresses.
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl } from './browser'
import { uniqueEmail } from './ids'
import { MEMBER_PASSWORD } from './factory'
import { asAdmin } from './rest'

/** POST (create) or PATCH (update) a record through Payload's REST as the admin, with every hook and rule. */
export const cms = <T = { id: number }>(collection: string, data: Record<string, unknown>, id?: number): Promise<T> =>
  asAdmin<T>(id ? 'PATCH' : 'POST', id ? `${collection}/${id}` : collection, data)

/** A new active member with a verified e-mail. */
export async function makeMember(role: 'buyer' | 'seller' | 'agent', extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(`ux-${role}`)
  const first = `Ux${role[0].toUpperCase()}${role.slice(1)}`
  const last = `T${Date.now().toString(36)}`
  const user = await cms<{ id: number }>('users', {
    email,
    password: MEMBER_PASSWORD,
    first_name: first,
    last_name: last,
    role,
    phone_number: '9876543210',
    status: 'active',
    email_verified: true,
    ...(role === 'agent' ? { verification_status: 'verified' } : {}),
    ...extra,
  })
  return { id: user.id, email, name: `${first} ${last}` }
}

/** A new active sale listing owned by `owner`. */
export async function makeListing(owner: number, extra: Record<string, unknown> = {}) {
  const title = `Ux test villa ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const doc = await cms<{ id: number; slug?: string }>('properties', {
    title,
    description: 'A listing made by a browser test of the console and the site.',
    listing_type: 'SALE',
    property_type: 'villa',
    price: 7_500_000,
    address: '1 Test Road',
    city: 'Hyderabad',
    state: 'Telangana',
    status: 'active',
    latitude: 17.4,
    longitude: 78.4,
    owner,
    added_by: owner,
    added_by_role: 'seller',
    ...extra,
  })
  return { id: doc.id, title, slug: doc.slug }
}

/** A date `days` from today, YYYY-MM-DD. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const consoleUrl = (path: string, filter?: Record<string, unknown>) =>
  `${siteUrl}/admin${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`

/** The page does not scroll sideways at a 360 px width. */
export async function noSideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}
