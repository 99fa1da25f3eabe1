/** Test-only factories for the public-marketplace services (users and listings with unique data). */
import crypto from 'node:crypto'
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { SessionUser } from '../src/domain/auth/session-user'

export const uniq = () => crypto.randomBytes(4).toString('hex')

export async function makeUser(
  payload: Payload,
  role: 'buyer' | 'seller' | 'agent' | 'admin' | 'editor',
  extra: Record<string, unknown> = {},
): Promise<SessionUser> {
  const listedAgent = role === 'agent' ? { status: 'active', verification_status: 'verified', email_verified: true } : {}
  const user = await payload.create({
    collection: 'users',
    // Fixture setup: statuses are admin-only fields.
    overrideAccess: true,
    data: {
      email: `${role}-${uniq()}@example.test`,
      password: 'Strong@123',
      first_name: `Test${role}`,
      last_name: uniq(),
      role,
      phone_number: '9876543210',
      ...listedAgent,
      ...extra,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
  return { ...user, collection: 'users' }
}

export async function makeProperty(payload: Payload, extra: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const doc = await payload.create({
    collection: 'properties',
    overrideAccess: true,
    data: {
      title: `Fixture Villa ${uniq()}`,
      description: 'A listing made by a test.',
      listing_type: 'SALE',
      property_type: 'villa',
      price: 7_500_000,
      address: '1 Test Road',
      city: 'Hyderabad',
      state: 'Telangana',
      status: 'active',
      latitude: 17.4,
      longitude: 78.4,
      ...extra,
    } as RequiredDataFromCollectionSlug<'properties'>,
  })
  return { id: doc.id as number, title: String(doc.title) }
}

/** A 1×1 PNG's bytes: an image to Media, and a document the documents collection accepts. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A file as a form's upload arrives at an upload service (Remix's request.formData() File). */
export const fileOf = (bytes: Buffer, name: string, type: string) => ({
  name,
  type,
  size: bytes.length,
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
})

/** A PNG upload (see `fileOf`). */
export const pngFile = (name = 'scan.png') => fileOf(PNG_BYTES, name, 'image/png')

/**
 * Any record as test setup (system work, as the seed does), so tests outside cms never pass
 * `overrideAccess` themselves: a booking or enquiry in a given state, a verification code with a known hash.
 */
export async function makeRecord<S extends CollectionSlug>(payload: Payload, collection: S, data: RequiredDataFromCollectionSlug<S>) {
  return payload.create({ collection, data, overrideAccess: true })
}

/** How many records match, counted as the system (test assertions on what was stored). */
export async function countRecords(payload: Payload, collection: CollectionSlug, where: Where) {
  return (await payload.count({ collection, where, overrideAccess: true })).totalDocs
}
