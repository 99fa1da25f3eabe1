import { APIError } from 'payload'

/** The `contact_limits` caps in site-settings. */
export type ContactLimit = 'enquiries' | 'tours' | 'agent_messages'

/** Used when site-settings has no value yet (the fields' defaults). */
export const CONTACT_LIMIT_DEFAULTS = { window_minutes: 60, enquiries: 10, tours: 5, agent_messages: 10 } as const

const NOUNS: Record<ContactLimit, string> = { enquiries: 'enquiries', tours: 'tour requests', agent_messages: 'messages to agents' }

/** (not in spec) The answer when a member is over a cap: HTTP 429. */
export const contactLimitMessage = (limit: ContactLimit, minutes: number) =>
  `You have sent too many ${NOUNS[limit]}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`

/** Thrown when a member is over a contact cap (429 on every path). */
export class ContactLimitError extends APIError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429, { retryAfterSeconds }, true)
  }
}
