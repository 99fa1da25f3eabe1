import { Forbidden, ValidationError, type Payload } from 'payload'
import { MESSAGES, fullName, type AgentMessageInput } from '@gruha/shared'
import { publicAgentsWhere } from '../../collections/Users/access/publicAgents'
import { ContactLimitError } from '../../domain/contact-limits'
import type { SessionUser } from '../../domain/auth/session-user'
import { queueMail } from '../../mail'
import { AppError, isAppError } from '../../errors/app-error'

export type SendAgentMessageOptions = { payload: Payload; user: SessionUser; input: AgentMessageInput }

export type SendAgentMessageResult = { messageId: number; mailed: boolean }

/**
 * A member writes to a listed agent from the directory: the message is stored (agent-messages,
 * readable by both and by admins) and e-mailed to the agent, with the sender as reply-to, by the
 * jobs queue (which retries while the mail server is down). A stored message counts as sent even if
 * the mail cannot be queued; the failure is logged. Refusals throw AppError (NOT_FOUND, FORBIDDEN,
 * LIMIT_REACHED).
 */
export async function sendAgentMessage({ payload, user, input }: SendAgentMessageOptions): Promise<SendAgentMessageResult> {
  if (String(input.agent) === String(user.id)) throw new AppError('FORBIDDEN', MESSAGES.agents.agentNotFound)
  const found = await payload.find({
    collection: 'users',
    where: { and: [publicAgentsWhere, { id: { equals: input.agent } }] },
    // `role` is read so the e-mail's field access can see this is an agent.
    select: { role: true, first_name: true, last_name: true, email: true },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user,
  })
  const agent = found.docs[0]
  if (!agent?.email) throw new AppError('NOT_FOUND', MESSAGES.agents.agentNotFound)

  const senderName = fullName(user)
  let messageId: number
  try {
    const doc = await payload.create({
      collection: 'agent-messages',
      data: {
        agent: agent.id,
        topic: input.topic,
        message: input.message,
        name: senderName,
        email: user.email,
        phone: typeof user.phone_number === 'string' ? user.phone_number : null,
      },
      depth: 0,
      overrideAccess: false,
      user,
    })
    messageId = doc.id
  } catch (error) {
    // A typed refusal from the collection (the recipient marked this member as spam, issue 23) keeps its message.
    if (isAppError(error)) throw error
    if (error instanceof ContactLimitError) throw new AppError('LIMIT_REACHED', error.message)
    if (error instanceof Forbidden) throw new AppError('FORBIDDEN', MESSAGES.agents.messageFailed)
    if (error instanceof ValidationError) throw new AppError('NOT_FOUND', MESSAGES.agents.agentNotFound)
    throw error
  }

  try {
    await queueMail({
      payload,
      to: agent.email,
      replyTo: user.email,
      template: 'agent-message',
      data: {
        agentName: fullName(agent),
        senderName,
        senderEmail: user.email,
        senderPhone: typeof user.phone_number === 'string' && user.phone_number ? user.phone_number : null,
        topic: input.topic,
        message: input.message,
      },
    })
    return { messageId, mailed: true }
  } catch (error) {
    payload.logger.error({ err: error, messageId }, 'agent message stored but the e-mail could not be queued')
    return { messageId, mailed: false }
  }
}
