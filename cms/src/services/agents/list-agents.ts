import type { Payload, Where } from 'payload'
import { AGENT_CARD_DEFAULTS, AGENT_DIRECTORY_EXPERIENCE_BANDS, agencyName, fullName, type AgentFilter } from '@gruha/shared'
import { agentDirectorySelect, publicAgentsWhere } from '../../collections/Users/access/publicAgents'
import type { SessionUser } from '../../domain/auth/session-user'
import { reraBadge, type ReraBadge } from '../trust/rera-badge'

export type AgentCard = {
  id: number
  name: string
  agency: string
  city: string | null
  state: string | null
  specialization: string
  experienceYears: number | null
  languages: string[]
  bio: string | null
  /** Average of the agent's reviews (one decimal), null when nobody has reviewed them yet. */
  rating: number | null
  reviewCount: number
  /** Listings the agent owns or was assigned that are marked sold. */
  sales: number
  /** Only present for signed-in viewers: the users collection hides them from visitors. */
  email: string | null
  phone: string | null
  /** The agent's RERA registration with a QR code of the regulator's search page (issue 23). */
  rera: ReraBadge | null
}

export type ListAgentsOptions = {
  payload: Payload
  user: SessionUser | null
  filter: AgentFilter
  /** Only this agent (the contact modal's), still subject to the public-agent rule. */
  id?: number
  page?: number
  limit?: number
}

export type AgentsPage = { agents: AgentCard[]; total: number; page: number; totalPages: number }

/** The filter as a Where on users; `like` is a case-insensitive contains in Postgres. */
export function agentFilterWhere(filter: AgentFilter): Where {
  const and: Where[] = [publicAgentsWhere]
  if (filter.city) and.push({ city: { equals: filter.city } })
  // Stored specialisations vary ('Residential Sales', 'residential', 'Luxury Properties'): match the word.
  if (filter.specialization) and.push({ specialization: { like: filter.specialization } })
  const band = AGENT_DIRECTORY_EXPERIENCE_BANDS.find((b) => b.value === filter.experience)
  if (band) {
    and.push({ experience_years: { greater_than_equal: band.min } })
    if (band.maxExclusive !== null) and.push({ experience_years: { less_than: band.maxExclusive } })
  }
  return { and }
}

const relId = (v: unknown): number => Number(v && typeof v === 'object' ? (v as { id: unknown }).id : v)

async function ratingsFor(payload: Payload, user: SessionUser | null, ids: number[]) {
  const out = new Map<number, { sum: number; count: number }>()
  if (!ids.length) return out
  const reviews = await payload.find({
    collection: 'agent-reviews',
    where: { agent: { in: ids } },
    select: { agent: true, rating: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  for (const r of reviews.docs) {
    const id = relId(r.agent)
    const entry = out.get(id) ?? { sum: 0, count: 0 }
    entry.sum += Number(r.rating) || 0
    entry.count += 1
    out.set(id, entry)
  }
  return out
}

/**
 * Sales are a public figure but sold listings are not public records, so this counts them as the
 * system: a number per agent, no listing data leaves.
 */
async function salesFor(payload: Payload, ids: number[]) {
  const counts = await Promise.all(
    ids.map((id) =>
      payload.count({
        collection: 'properties',
        where: { and: [{ status: { equals: 'sold' } }, { or: [{ owner: { equals: id } }, { assigned_agent: { equals: id } }] }] },
        overrideAccess: true,
      }),
    ),
  )
  return new Map(ids.map((id, i) => [id, counts[i].totalDocs]))
}

/**
 * The public agents directory (spec 000 "Agents page"): active agents, verified or approved, with
 * a verified e-mail, narrowed by city, specialisation and experience band. Read as the viewer, so
 * contact details come back only for signed-in users.
 */
export async function listAgents({ payload, user, filter, id, page = 1, limit = 12 }: ListAgentsOptions): Promise<AgentsPage> {
  const result = await payload.find({
    collection: 'users',
    where: id ? { and: [agentFilterWhere(filter), { id: { equals: id } }] } : agentFilterWhere(filter),
    sort: ['-experience_years', 'first_name'],
    select: agentDirectorySelect,
    depth: 0,
    page,
    limit,
    overrideAccess: false,
    user,
  })
  const ids = result.docs.map((d) => Number(d.id))
  const [ratings, sales, reras] = await Promise.all([
    ratingsFor(payload, user, ids),
    salesFor(payload, ids),
    Promise.all(result.docs.map((d) => reraBadge(d.rera_number, d.rera_state, d.rera_flagged === true))),
  ])
  const agents = result.docs.map((d, index): AgentCard => {
    const id = Number(d.id)
    const r = ratings.get(id)
    const languages = Array.isArray(d.languages) ? d.languages.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : []
    return {
      id,
      name: fullName(d) || `${AGENT_CARD_DEFAULTS.firstName} ${AGENT_CARD_DEFAULTS.lastName}`,
      agency: d.agency_name?.trim() || agencyName(d),
      city: d.city ?? null,
      state: d.state ?? null,
      specialization: d.specialization?.trim() || AGENT_CARD_DEFAULTS.specialization,
      experienceYears: typeof d.experience_years === 'number' ? d.experience_years : null,
      languages: languages.length ? languages : [...AGENT_CARD_DEFAULTS.languages],
      bio: d.bio ?? null,
      rating: r ? Math.round((r.sum / r.count) * 10) / 10 : null,
      reviewCount: r?.count ?? 0,
      sales: sales.get(id) ?? 0,
      email: typeof d.email === 'string' ? d.email : null,
      phone: typeof d.phone_number === 'string' ? d.phone_number : null,
      rera: reras[index] ?? null,
    }
  })
  return { agents, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}
