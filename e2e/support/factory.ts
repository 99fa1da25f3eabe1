/**
 * The one place tests make their data. Every browser, security and abuse test makes its own users,
 * listings and records here, so files can run side by side and never change what another file reads
 * (the demo accounts in env.ts are for reading only).
 *
 *   const seller = await createUser('seller')
 *   const listing = await createListing(seller, { title: 'Test Villa' })
 *   await signInContext(page.context(), seller)   // session.ts: a saved cookie, no form
 *
 * Users go straight into the database (fast; any role, status and verification), with the demo
 * password; listings and other records go through Payload's REST API as the admin, so hooks run.
 */
import { sql } from './db'
import { DEMO } from './env'
import { uniq, uniqueEmail, uniquePhone } from './ids'
import { asAdmin, createRecord } from './rest'

export type Role = 'buyer' | 'seller' | 'agent' | 'admin' | 'editor'
export type TestUser = { id: number; email: string; phone: string; password: string; role: Role }

export { uniq, uniqueEmail, uniquePhone } from './ids'

/**
 * A fresh account of any role, straight in the database, with the demo password (its hash and salt
 * copied from the demo buyer), so tests need neither sign-up (rate-limited, and closed on /cms/api) nor
 * the demo accounts other tests use. By default active, e-mail verified and verified (an approved agent
 * or seller); pass `verification_status: 'pending'` for one still waiting for review.
 */
export async function createUser(
  role: Role,
  extra: {
    status?: string
    verification_status?: string
    email_verified?: boolean
    phone_number?: string
    first_name?: string
    last_name?: string
    email?: string
  } = {},
): Promise<TestUser> {
  const email = extra.email ?? uniqueEmail(`t-${role}`)
  const phone = extra.phone_number ?? uniquePhone()
  const [row] = await sql<{ id: number }>(
    `insert into users (email, first_name, last_name, role, status, verification_status, email_verified, phone_number, hash, salt, terms_accepted_at, updated_at, created_at)
     select $1, $7, $8, ($2::text)::enum_users_role, $3::enum_users_status, $4::enum_users_verification_status, $5, $6, hash, salt, now(), now(), now()
       from users where email = $9
     returning id`,
    [
      email,
      role,
      extra.status ?? 'active',
      extra.verification_status ?? 'verified',
      extra.email_verified ?? true,
      phone,
      extra.first_name ?? 'Test',
      extra.last_name ?? role,
      DEMO.buyer,
    ],
  )
  if (!row) throw new Error('the demo buyer is missing: the run must seed demo data')
  return { id: row.id, email, phone, password: DEMO.password, role }
}

/** A live villa for sale in Hyderabad owned (and added) by `owner`, made as the admin (hooks run). */
export const createSaleListing = (owner: { id: number }, fields: Record<string, unknown> = {}) =>
  createListing(owner, { ...saleVilla, added_by: owner.id, ...fields })

const saleVilla = {
  description: 'A listing made by a browser test of the console and the site.',
  listing_type: 'SALE',
  property_type: 'villa',
  price: 7_500_000,
  monthly_rent: null,
  address: '1 Test Road',
  city: 'Hyderabad',
  state: 'Telangana',
  latitude: 17.4,
  longitude: 78.4,
  added_by_role: 'seller',
}

/** A listing body as the REST API takes it (a rent listing in Guntur). */
export const listingBody = (title: string): Record<string, unknown> => ({
  title,
  description: 'Made by a test.',
  listing_type: 'RENT',
  property_type: 'standalone_apartment',
  monthly_rent: 15_000,
  address: '9 Check Road',
  city: 'Guntur',
})

/** A listing owned by `owner`, live unless `fields.status` says otherwise, made as the admin (hooks run). */
export async function createListing(
  owner: { id: number },
  fields: Record<string, unknown> = {},
): Promise<{ id: number; slug?: string | null; title: string }> {
  const title = (fields.title as string | undefined) ?? `Test listing ${uniq()}`
  return createRecord('properties', { ...listingBody(title), owner: owner.id, status: 'active', ...fields, title })
}

/** Any other record (bookings, inquiries, assignments…) through the REST API as the admin. */
export { createRecord }

/**
 * Three fresh members with something on every member page: a seller's live listing, a buyer's enquiry
 * and pending tour on it, and that enquiry assigned to an agent (waiting for an answer). For tests
 * that walk member pages and must see them full, not empty.
 */
export async function createLeads(): Promise<{
  buyer: TestUser
  seller: TestUser
  agent: TestUser
  listing: { id: number; slug?: string | null; title: string }
  inquiry: { id: number }
  booking: { id: number }
  assignment: { id: number }
}> {
  const [buyer, seller, agent] = await Promise.all([createUser('buyer'), createUser('seller'), createUser('agent')])
  const listing = await createListing(seller)
  const inquiry = await createRecord('inquiries', {
    user: buyer.id,
    property: listing.id,
    name: 'Test buyer',
    email: buyer.email,
    message: `Is it still available? ${uniq()}`,
  })
  const booking = await createRecord('bookings', {
    user: buyer.id,
    property: listing.id,
    booking_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    booking_time: '11:00',
  })
  const assignment = await createRecord('inquiry-assignments', {
    inquiry: inquiry.id,
    agent: agent.id,
    assigned_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  })
  return { buyer, seller, agent, listing, inquiry, booking, assignment }
}

/** The password of members made with createAccount (one that passes every rule and is on no list). */
export const MEMBER_PASSWORD = 'Strong@123'

/**
 * A fresh, active member made by the admin through Payload's REST API (so the users collection's hooks
 * run and the password is really set: for tests that type the current password or change it), with a
 * verified e-mail; agents are verified (approved) as an admin would, buyers and sellers wait for review
 * unless `fields` say otherwise.
 */
export async function createAccount(role: 'buyer' | 'seller' | 'agent', fields: Record<string, unknown> = {}): Promise<TestUser> {
  const email = uniqueEmail(`b-${role}`)
  const phone = (fields.phone_number as string | undefined) ?? uniquePhone()
  const doc = await asAdmin('POST', 'users', {
    email,
    password: MEMBER_PASSWORD,
    first_name: 'Test',
    last_name: role,
    role,
    phone_number: phone,
    terms_accepted: true,
    status: 'active',
    email_verified: true,
    verification_status: role === 'agent' ? 'verified' : 'pending',
    ...fields,
  })
  return { id: doc.id, email, phone, password: MEMBER_PASSWORD, role }
}
