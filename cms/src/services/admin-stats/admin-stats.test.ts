/**
 * The dashboard's figures against counts worked out by hand from fixtures. Other test files
 * write to the same database at the same time, so each test runs in one REPEATABLE READ
 * transaction: the figures before and after the fixtures see the same snapshot plus only our
 * rows, the deltas are exact, and everything is rolled back.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { getAnalytics } from './get-analytics'
import { getDashboardStats } from './get-dashboard-stats'
import { getRecentActivity } from './get-recent-activity'
import { queryRows } from './sql'

let payload: Payload

/** The admin as Payload's request user (the stored record). */
const asUser = async (user: SessionUser) => ({
  ...(await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, depth: 0 })),
  collection: 'users' as const,
})
let admin: SessionUser

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
})

/** Runs `fn` in a REPEATABLE READ transaction that is always rolled back. */
async function inSnapshot(fn: (req: PayloadRequest) => Promise<void>) {
  const transactionID = await payload.db.beginTransaction({ isolationLevel: 'repeatable read' })
  if (!transactionID) throw new Error('transactions are required')
  const req = await createLocalReq({ user: await asUser(admin) }, payload)
  req.transactionID = transactionID
  try {
    await fn(req)
  } finally {
    await payload.db.rollbackTransaction(transactionID)
  }
}

type Fixture = { role: string; status?: string; verification?: string; daysAgo?: number }

async function insertUsers(req: PayloadRequest, users: Fixture[]) {
  for (const u of users) {
    await queryRows(
      payload,
      sql`insert into users (first_name, last_name, email, role, status, verification_status, created_at)
          values ('Stats', ${uniq()}, ${`stats-${uniq()}@example.test`}, ${u.role}, ${u.status ?? 'active'},
                  ${u.verification ?? 'verified'}, now() - ${u.daysAgo ?? 0}::int * interval '1 day')`,
      req,
    )
  }
}

async function insertProperty(
  req: PayloadRequest,
  p: { listing: 'SALE' | 'RENT'; type: string; price?: number; rent?: number; city: string },
) {
  const [row] = await queryRows(
    payload,
    sql`insert into properties (title, description, listing_type, property_type, price, monthly_rent, address, city, state)
        values (${`Stats ${uniq()}`}, 'Fixture', ${p.listing}, ${p.type}, ${p.price ?? null}, ${p.rent ?? null}, '1 Road', ${p.city}, 'Telangana')
        returning id`,
    req,
  )
  return Number(row.id)
}

const insertInquiry = (req: PayloadRequest, property: number, daysAgo = 0) =>
  queryRows(
    payload,
    sql`insert into inquiries (property_id, name, message, created_at) values (${property}, 'Stats', 'Hello', now() - ${daysAgo}::int * interval '1 day')`,
    req,
  )
const insertBooking = (req: PayloadRequest, property: number, daysAgo = 0) =>
  queryRows(
    payload,
    sql`insert into bookings (property_id, booking_date, created_at) values (${property}, now(), now() - ${daysAgo}::int * interval '1 day')`,
    req,
  )

describe('getDashboardStats', () => {
  it('counts only buyers, sellers and agents who are not deleted, and pending agents and sellers', async () => {
    await inSnapshot(async (req) => {
      const before = await getDashboardStats({ payload, user: admin, req })
      await insertUsers(req, [
        { role: 'buyer', verification: 'pending' },
        { role: 'seller' },
        { role: 'agent', verification: 'pending' },
        { role: 'seller', verification: 'pending' },
        { role: 'admin' },
        { role: 'editor' },
        { role: 'buyer', status: 'deleted' },
        { role: 'agent', status: 'deleted', verification: 'pending' },
        { role: 'buyer', daysAgo: 3 },
        { role: 'seller', daysAgo: 10 },
      ])
      const after = await getDashboardStats({ payload, user: admin, req })
      // buyer, seller, agent, seller today; buyer 3 days ago; seller 10 days ago.
      expect(after.totalUsers - before.totalUsers).toBe(6)
      expect(after.dailyStats.newUsers - before.dailyStats.newUsers).toBe(4)
      expect(after.weeklyStats.users - before.weeklyStats.users).toBe(5)
      // the pending agent and the pending seller; not the pending buyer, nor the deleted agent.
      expect(after.pendingApprovals - before.pendingApprovals).toBe(2)
    })
  })

  it('totals listings, bookings, enquiries and property values', async () => {
    await inSnapshot(async (req) => {
      const before = await getDashboardStats({ payload, user: admin, req })
      const sale1 = await insertProperty(req, { listing: 'SALE', type: 'villa', price: 12_000_000, city: 'Hyderabad' })
      await insertProperty(req, { listing: 'SALE', type: 'plot', price: 3_000_000, city: 'Warangal' })
      await insertProperty(req, { listing: 'RENT', type: 'gated_apartment', rent: 25_000, city: 'Hyderabad' })
      await insertProperty(req, { listing: 'RENT', type: 'independent_house', rent: 40_000, city: 'Warangal' })
      await insertInquiry(req, sale1)
      await insertInquiry(req, sale1)
      await insertInquiry(req, sale1, 8)
      await insertBooking(req, sale1)
      await queryRows(payload, sql`insert into viewings (property_id, scheduled_at) values (${sale1}, now())`, req)
      const after = await getDashboardStats({ payload, user: admin, req })

      expect(after.totalProperties - before.totalProperties).toBe(4)
      expect(after.dailyStats.newProperties - before.dailyStats.newProperties).toBe(4)
      expect(after.unassignedProperties - before.unassignedProperties).toBe(4)
      expect(after.totalInquiries - before.totalInquiries).toBe(3)
      expect(after.dailyStats.newInquiries - before.dailyStats.newInquiries).toBe(2)
      expect(after.weeklyStats.inquiries - before.weeklyStats.inquiries).toBe(2)
      expect(after.unassignedInquiries - before.unassignedInquiries).toBe(3)
      expect(after.totalBookings - before.totalBookings).toBe(1)
      expect(after.viewingsCount - before.viewingsCount).toBe(1)
      expect(after.propertyValues.totalSaleValue - before.propertyValues.totalSaleValue).toBe(15_000_000)
      expect(after.propertyValues.totalRentValue - before.propertyValues.totalRentValue).toBe(65_000)

      // Averages, checked against counts read through the Local API in the same snapshot.
      const sales = await payload.count({ collection: 'properties', where: { listing_type: { equals: 'SALE' } }, req })
      const rents = await payload.count({ collection: 'properties', where: { listing_type: { equals: 'RENT' } }, req })
      expect(after.propertyValues.averagePrice).toBe(Math.round(after.propertyValues.totalSaleValue / sales.totalDocs))
      expect(after.propertyValues.averageRent).toBe(Math.round(after.propertyValues.totalRentValue / rents.totalDocs))
    })
  })

  it('refuses anyone but an admin', async () => {
    const buyer = await makeUser(payload, 'buyer')
    const editor = await makeUser(payload, 'editor')
    await expect(getDashboardStats({ payload, user: buyer })).rejects.toThrow(/restricted to administrators/)
    await expect(getAnalytics({ payload, user: editor })).rejects.toThrow(/restricted to administrators/)
    await expect(getRecentActivity({ payload, user: buyer })).rejects.toThrow(/restricted to administrators/)
  })
})

describe('getAnalytics', () => {
  it('counts listings by type and city, and enquiries, bookings and sign-ups per day for 30 days', async () => {
    await inSnapshot(async (req) => {
      const before = await getAnalytics({ payload, user: admin, req })
      const p = await insertProperty(req, { listing: 'SALE', type: 'farm_house', price: 9_000_000, city: 'Hyderabad' })
      await insertProperty(req, { listing: 'SALE', type: 'farm_house', price: 9_000_000, city: 'Hyderabad' })
      await insertInquiry(req, p)
      await insertInquiry(req, p, 12)
      await insertInquiry(req, p, 40)
      await insertBooking(req, p, 12)
      await insertBooking(req, p, 12)
      await insertUsers(req, [{ role: 'agent', daysAgo: 12 }, { role: 'admin', daysAgo: 12 }, { role: 'buyer' }])
      const after = await getAnalytics({ payload, user: admin, req })

      expect(after.daily).toHaveLength(30)
      const farmHouses = (a: typeof after) => a.listingsByType.find((x) => x.type === 'farm_house')?.count ?? 0
      expect(farmHouses(after) - farmHouses(before)).toBe(2)
      const today = after.daily.length - 1
      const twelveDaysAgo = today - 12
      const delta = (i: number, key: 'enquiries' | 'bookings' | 'signUps') => after.daily[i][key] - before.daily[i][key]
      expect([delta(today, 'enquiries'), delta(today, 'bookings'), delta(today, 'signUps')]).toEqual([1, 0, 1])
      expect([delta(twelveDaysAgo, 'enquiries'), delta(twelveDaysAgo, 'bookings'), delta(twelveDaysAgo, 'signUps')]).toEqual([1, 2, 1])
      // Nothing else moved (the 40-day-old enquiry is outside the window).
      const totalDelta = after.daily.reduce((s, d, i) => s + d.enquiries - before.daily[i].enquiries, 0)
      expect(totalDelta).toBe(2)
    })
  })
})

describe('getRecentActivity', () => {
  it('lists the newest users (no staff, no deleted accounts) and the admin’s own notifications', async () => {
    await inSnapshot(async (req) => {
      await insertUsers(req, [{ role: 'buyer' }])
      await insertUsers(req, [{ role: 'editor' }, { role: 'buyer', status: 'deleted' }])
      const [newest] = await queryRows(
        payload,
        sql`select id from users where role = 'buyer' and status = 'active' order by id desc limit 1`,
        req,
      )
      await queryRows(
        payload,
        sql`insert into notifications (user_id, title, message) values (${admin.id}, 'Assignment expired', 'An agent did not respond')`,
        req,
      )
      const recent = await getRecentActivity({ payload, user: admin, req })
      expect(recent.users.length).toBeLessThanOrEqual(10)
      expect(recent.users.every((u) => ['buyer', 'seller', 'agent'].includes(String(u.role)))).toBe(true)
      expect(recent.users.map((u) => u.id)).toContain(Number(newest.id))
      expect(recent.notifications[0]).toMatchObject({ title: 'Assignment expired', message: 'An agent did not respond' })
    })
  })
})
