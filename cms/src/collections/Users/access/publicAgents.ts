import type { Where } from 'payload'

/** The agents directory: agents who are active, verified or approved, with a verified e-mail. */
export const publicAgentsWhere: Where = {
  and: [
    { role: { equals: 'agent' } },
    { status: { equals: 'active' } },
    { verification_status: { in: ['verified', 'approved'] } },
    { email_verified: { equals: true } },
  ],
}
