import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { monthKey, monthKeysEnding, type EarningRule } from '../../domain/agent-earnings/commission'
import { effectiveStatus } from '../assignments/list-agent-assignments'

/** Spec 001 §9: recent lists hold 5 items on the dashboard and 10 in the activity tab. */
export const RECENT_CONTACTS = { dashboard: 5, activity: 10 } as const
const CHART_MONTHS = 6

export type AgentContact = {
  kind: 'inquiry' | 'booking'
  id: number
  name: string
  email: string | null
  phone: string | null
  property: string
  at: string
  status: string
}

export type MonthPoint = { month: string; assigned: number; accepted: number; earned: number }

export type AgentDashboard = {
  stats: {
    totalAssignments: number
    acceptedAssignments: number
    declinedAssignments: number
    expiredAssignments: number
    pendingAssignments: number
    /** Accepted share of all assignments, whole percent; null with none yet. */
    acceptanceRate: number | null
    /** Average minutes from assignment to the agent's answer; null with no answers yet. */
    responseMinutes: number | null
    /** Share of answers given within 2 hours, whole percent (the dashboard's response bar). */
    respondedWithin2h: number | null
    rating: { average: number | null; count: number }
    totalInquiries: number
    totalBookings: number
    conversions: number
    /** Converted share of accepted enquiries, whole percent. */
    conversionRate: number | null
    /** Accepted enquiries still open (not closed). */
    activeAssignments: number
    todayContacts: number
  }
  earnings: {
    total: number
    thisMonth: number
    byRule: Record<EarningRule, number>
    recent: { id: number; rule: EarningRule; amount: number; baseAmount: number | null; month: string; at: string }[]
  }
  months: MonthPoint[]
  recentContacts: AgentContact[]
}

/** Midnight in India (UTC+5:30, no daylight saving) at the start of `now`'s day. */
export function startOfTodayIST(now: Date): Date {
  const IST = 330 * 60_000
  const local = new Date(now.getTime() + IST)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST)
}

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) : null)

/**
 * Every figure on the agent dashboard, from the agent's own records through Payload's access rules
 * (no fixed values): assignments and answers, reviews, contacts, and the earnings ledger.
 */
export async function getAgentDashboard({
  payload,
  user,
  now = new Date(),
}: {
  payload: Payload
  user: SessionUser
  now?: Date
}): Promise<AgentDashboard> {
  const me = user.id
  const asAgent = { overrideAccess: false, user } as const
  const todayStart = startOfTodayIST(now).toISOString()
  const [assignments, reviews, inquiries, bookings, ledger, openAccepted] = await Promise.all([
    payload.find({
      collection: 'inquiry-assignments',
      where: { agent: { equals: me } },
      select: { status: true, assigned_at: true, responded_at: true, expires_at: true },
      pagination: false,
      depth: 0,
      ...asAgent,
    }),
    payload.find({
      collection: 'agent-reviews',
      where: { agent: { equals: me } },
      select: { rating: true },
      pagination: false,
      depth: 0,
      ...asAgent,
    }),
    payload.find({
      collection: 'inquiries',
      // Follow-ups share their thread's agent; the thread counts once.
      where: { and: [{ assigned_agent: { equals: me } }, { follow_up_of: { exists: false } }] },
      select: {
        name: true,
        email: true,
        phone: true,
        property: true,
        assigned_at: true,
        createdAt: true,
        status: true,
        assignment_status: true,
      },
      populate: { properties: { title: true } },
      sort: '-assigned_at',
      pagination: false,
      depth: 1,
      ...asAgent,
    }),
    payload.find({
      collection: 'bookings',
      where: { agent: { equals: me } },
      select: { name: true, email: true, phone: true, property: true, createdAt: true, status: true },
      populate: { properties: { title: true } },
      sort: '-createdAt',
      pagination: false,
      depth: 1,
      ...asAgent,
    }),
    payload.find({
      collection: 'agent-earnings',
      where: { agent: { equals: me } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      ...asAgent,
    }),
    payload.count({
      collection: 'inquiries',
      where: {
        and: [{ assigned_agent: { equals: me } }, { assignment_status: { equals: 'accepted' } }, { status: { not_equals: 'closed' } }],
      },
      ...asAgent,
    }),
  ])

  const statuses = assignments.docs.map((a) => effectiveStatus(a, now.getTime()))
  const countOf = (s: string) => statuses.filter((x) => x === s).length
  const answered = assignments.docs.filter((a) => a.responded_at && (a.status === 'accepted' || a.status === 'declined'))
  const responseTimes = answered.map((a) => Math.max(0, Date.parse(a.responded_at ?? '') - Date.parse(a.assigned_at)) / 60_000)
  const ratings = reviews.docs.map((r) => r.rating).filter((r) => typeof r === 'number')
  const conversions = ledger.docs.filter((e) => e.rule === 'conversion').length
  const accepted = countOf('accepted')

  const title = (p: unknown) => (p && typeof p === 'object' && 'title' in p ? String(p.title) : 'Property')
  const contacts: AgentContact[] = [
    ...inquiries.docs.map((i) => ({
      kind: 'inquiry' as const,
      id: i.id,
      name: i.name ?? '',
      email: i.email ?? null,
      phone: i.phone ?? null,
      property: title(i.property),
      at: i.assigned_at ?? i.createdAt,
      status: i.assignment_status ?? i.status,
    })),
    ...bookings.docs.map((b) => ({
      kind: 'booking' as const,
      id: b.id,
      name: b.name ?? '',
      email: b.email ?? null,
      phone: b.phone ?? null,
      property: title(b.property),
      at: b.createdAt,
      status: b.status,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at))

  const byRule: Record<EarningRule, number> = { sale: 0, rental: 0, conversion: 0, bonus: 0 }
  for (const e of ledger.docs) byRule[e.rule] += e.amount
  const thisMonthKey = monthKey(now)
  const months: MonthPoint[] = monthKeysEnding(thisMonthKey, CHART_MONTHS).map((month) => ({
    month,
    assigned: assignments.docs.filter((a) => monthKey(new Date(a.assigned_at)) === month).length,
    accepted: assignments.docs.filter((a) => a.status === 'accepted' && monthKey(new Date(a.assigned_at)) === month).length,
    earned: ledger.docs.filter((e) => e.month === month).reduce((s, e) => s + e.amount, 0),
  }))

  return {
    stats: {
      totalAssignments: statuses.length,
      acceptedAssignments: accepted,
      declinedAssignments: countOf('declined'),
      expiredAssignments: countOf('expired'),
      pendingAssignments: countOf('pending'),
      acceptanceRate: percent(accepted, statuses.length),
      responseMinutes: responseTimes.length ? Math.round(responseTimes.reduce((s, m) => s + m, 0) / responseTimes.length) : null,
      respondedWithin2h: percent(responseTimes.filter((m) => m <= 120).length, responseTimes.length),
      rating: {
        average: ratings.length ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10 : null,
        count: ratings.length,
      },
      totalInquiries: inquiries.docs.length,
      totalBookings: bookings.docs.length,
      conversions,
      conversionRate: percent(conversions, accepted),
      activeAssignments: openAccepted.totalDocs,
      todayContacts: contacts.filter((c) => c.at >= todayStart).length,
    },
    earnings: {
      total: ledger.docs.reduce((s, e) => s + e.amount, 0),
      thisMonth: ledger.docs.filter((e) => e.month === thisMonthKey).reduce((s, e) => s + e.amount, 0),
      byRule,
      recent: ledger.docs.slice(0, 10).map((e) => ({
        id: e.id,
        rule: e.rule,
        amount: e.amount,
        baseAmount: e.base_amount ?? null,
        month: e.month,
        at: e.createdAt,
      })),
    },
    months,
    recentContacts: contacts.slice(0, RECENT_CONTACTS.activity),
  }
}
