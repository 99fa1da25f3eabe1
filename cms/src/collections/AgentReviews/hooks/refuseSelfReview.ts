import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import type { AgentReview } from '../../../payload-types'

const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value))

/** An agent cannot review themselves. */
export const refuseSelfReview: CollectionBeforeChangeHook<AgentReview> = ({ data, originalDoc }) => {
  const agent = data.agent ?? originalDoc?.agent
  const reviewer = data.reviewer ?? originalDoc?.reviewer
  if (agent && reviewer && idOf(agent) === idOf(reviewer)) {
    throw new ValidationError({ collection: 'agent-reviews', errors: [{ message: 'You cannot review yourself.', path: 'agent' }] })
  }
  return data
}
