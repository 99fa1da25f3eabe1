import type { Where } from 'payload'
import type { User } from '../../../payload-types'

/** The agents directory: agents who are active, verified or approved, with a verified e-mail. */
export const publicAgentsWhere: Where = {
  and: [
    { role: { equals: 'agent' } },
    { status: { equals: 'active' } },
    { verification_status: { in: ['verified', 'approved'] } },
    { email_verified: { equals: true } },
  ],
}

/**
 * What the directory shows of an agent (services/agents/list-agents.ts). `role` is read because the
 * e-mail and phone fields' access looks at the record's role.
 */
export const agentDirectorySelect = {
  role: true,
  first_name: true,
  last_name: true,
  agency_name: true,
  city: true,
  state: true,
  specialization: true,
  experience_years: true,
  languages: true,
  bio: true,
  email: true,
  phone_number: true,
  rera_number: true,
  rera_state: true,
  rera_flagged: true,
} as const satisfies Partial<Record<keyof User, true>>

/** Fields whose change can change the directory: what it shows, and what decides who is in it (publicAgentsWhere). */
export const AGENT_DIRECTORY_FIELDS = [
  ...(Object.keys(agentDirectorySelect) as (keyof typeof agentDirectorySelect)[]),
  'status',
  'verification_status',
  'email_verified',
] as const satisfies readonly (keyof User)[]
