/** The agents directory (spec 000 "Agents page"): its GET filter form and the Contact modal. */
import { z } from 'zod'
import { AGENT_DIRECTORY_EXPERIENCE_BANDS, AGENT_DIRECTORY_SPECIALIZATIONS, MESSAGES } from '../constants'
import { requiredText } from './fields'
import { positiveId } from './saved'

const bandValues = AGENT_DIRECTORY_EXPERIENCE_BANDS.map((b) => b.value) as [string, ...string[]]

/** Query parameters city, specialization, experience. Unknown values are ignored, never an error. */
export const agentFilterSchema = z.object({
  city: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  specialization: z.enum(AGENT_DIRECTORY_SPECIALIZATIONS).optional().catch(undefined),
  experience: z.enum(bandValues).optional().catch(undefined),
})

export type AgentFilter = Partial<z.output<typeof agentFilterSchema>>

export const AGENT_MESSAGE_TOPICS = ['contact', 'viewing'] as const
export const AGENT_MESSAGE_MAX = 2000

/** Contact / Schedule modal: the agent, why, and a message (required). */
export const agentMessageSchema = z.object({
  agent: positiveId(MESSAGES.agents.agentRequired),
  topic: z.enum(AGENT_MESSAGE_TOPICS).catch('contact'),
  message: requiredText(MESSAGES.agents.messageRequired).pipe(
    z.string().max(AGENT_MESSAGE_MAX, `Please keep your message under ${AGENT_MESSAGE_MAX} characters`),
  ),
})

export type AgentMessageInput = z.output<typeof agentMessageSchema>
