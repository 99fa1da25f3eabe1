/** Helpers for the issue-24 browser tests: records made through Payload's REST as the admin, and console sign-in. */
import type { Page } from 'playwright-core'
import { cmsUrl, siteUrl, uniqueEmail } from '../support/browser'

export const ADMIN = { email: 'admin@gruha.local', password: 'Admin@12345' }
export const PASSWORD = 'Strong@123'

let adminToken: Promise<string> | null = null

function token(): Promise<string> {
  adminToken ??= fetch(`${cmsUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl },
    body: JSON.stringify(ADMIN),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { token: string }).token
  })
  return adminToken
}

/** POST (create) or PATCH (update) a record through Payload's REST as the admin, with every hook and rule. */
export async function cms<T = { id: number }>(collection: string, data: Record<string, unknown>, id?: number): Promise<T> {
  const response = await fetch(`${cmsUrl}/cms/api/${collection}${id ? `/${id}` : ''}`, {
    method: id ? 'PATCH' : 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl, Authorization: `JWT ${await token()}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`${id ? 'update' : 'create'} ${collection}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** A new active member with a verified e-mail. */
export async function makeMember(role: 'buyer' | 'seller' | 'agent', extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(`ux-${role}`)
  const first = `Ux${role[0].toUpperCase()}${role.slice(1)}`
  const last = `T${Date.now().toString(36)}`
  const user = await cms<{ id: number }>('users', {
    email,
    password: PASSWORD,
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

/** Signs the seeded admin in to the console. */
export async function consoleSignIn(page: Page) {
  await page.goto(`${siteUrl}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'SIGN IN' }).click()
  await page.getByText('Welcome to Admin Dashboard!').waitFor()
}

export const consoleUrl = (path: string, filter?: Record<string, unknown>) =>
  `${siteUrl}/admin${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`
