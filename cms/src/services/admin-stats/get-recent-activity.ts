import { LIMITS } from '@gruha/shared'
import type { CollectionSlug, Where } from 'payload'
import { assertAdmin, type AdminStatsOptions } from './types'

type Row = Record<string, unknown>
export type RecentActivity = { users: Row[]; properties: Row[]; bookings: Row[]; inquiries: Row[]; notifications: Row[] }

const toRow = (doc: object): Row => Object.fromEntries(Object.entries(doc))

const personName = (user: unknown) =>
  user && typeof user === 'object' ? [(user as Row).first_name, (user as Row).last_name].filter(Boolean).join(' ') : null
const titleOf = (property: unknown) => (property && typeof property === 'object' ? ((property as Row).title ?? null) : null)

/**
 * The latest 10 of each card (spec 002 §2) and the admin's first 5 notifications, read through
 * Payload's access rules as the admin.
 */
export async function getRecentActivity({ payload, user, req }: AdminStatsOptions): Promise<RecentActivity> {
  assertAdmin(user)
  const latest = (collection: CollectionSlug, select: Record<string, true>, extra: { depth?: number; where?: Where } = {}) =>
    payload
      .find({
        collection,
        limit: LIMITS.adminRecent,
        sort: '-createdAt',
        depth: extra.depth ?? 0,
        select: { ...select, createdAt: true },
        where: extra.where,
        // Related records bring only what the tables show.
        populate: { properties: { title: true }, users: { first_name: true, last_name: true } },
        pagination: false,
        overrideAccess: false,
        user,
        req,
      })
      .then((r) => r.docs.map(toRow))
  const [users, properties, bookings, inquiries, notifications] = await Promise.all([
    latest(
      'users',
      { custom_id: true, first_name: true, last_name: true, email: true, role: true, status: true },
      { where: { and: [{ status: { not_equals: 'deleted' } }, { role: { in: ['buyer', 'seller', 'agent'] } }] } },
    ),
    latest('properties', {
      custom_id: true,
      title: true,
      listing_type: true,
      property_type: true,
      city: true,
      price: true,
      monthly_rent: true,
      status: true,
    }),
    latest('bookings', { property: true, user: true, name: true, booking_date: true, booking_time: true, status: true }, { depth: 1 }),
    latest('inquiries', { property: true, name: true, email: true, inquiry_type: true, status: true }, { depth: 1 }),
    payload
      .find({
        collection: 'notifications',
        where: { user: { equals: user.id } },
        sort: '-createdAt',
        limit: LIMITS.adminNotifications,
        pagination: false,
        depth: 0,
        select: { title: true, message: true, read: true, link: true, createdAt: true },
        overrideAccess: false,
        user,
        req,
      })
      .then((r) => r.docs.map(toRow)),
  ])
  return {
    users,
    properties,
    bookings: bookings.map((b) => ({
      ...b,
      property: titleOf(b.property),
      customer: personName(b.user) || b.name || null,
      user: undefined,
    })),
    inquiries: inquiries.map((i) => ({ ...i, property: titleOf(i.property) })),
    notifications,
  }
}
