import { Forbidden, ValidationError, type Payload } from 'payload'
import { MESSAGES, fullName, type AgentMessageInput } from '@gruha/shared'
import { publicAgentsWhere } from '../../collections/Users/access/publicAgents'
import { ContactLimitError } from '../../collections/hooks/capPerMember'
import type { SessionUser } from '../auth/types'

export type SendAgentMessageOptions = { payload: Payload; user: SessionUser; input: AgentMessageInput }

export type SendAgentMessageResult =
  { ok: true; messageId: number; mailed: boolean } | { ok: false; status: 403 | 404 | 429; message: string }

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A member writes to a listed agent from the directory: the message is stored (agent-messages,
 * readable by both and by admins) and e-mailed to the agent, with the sender as reply-to.
 * A stored message counts as sent even if the mail server is down; the failure is logged.
 */
export async function sendAgentMessage({ payload, user, input }: SendAgentMessageOptions): Promise<SendAgentMessageResult> {
  if (String(input.agent) === String(user.id)) return { ok: false, status: 403, message: MESSAGES.agents.agentNotFound }
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
  if (!agent?.email) return { ok: false, status: 404, message: MESSAGES.agents.agentNotFound }

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
    if (error instanceof ContactLimitError) return { ok: false, status: 429, message: error.message }
    if (error instanceof Forbidden) return { ok: false, status: 403, message: MESSAGES.agents.messageFailed }
    if (error instanceof ValidationError) return { ok: false, status: 404, message: MESSAGES.agents.agentNotFound }
    throw error
  }

  const subject = input.topic === 'viewing' ? `Viewing request from ${senderName} on Gruha` : `New message from ${senderName} on Gruha`
  const phone = typeof user.phone_number === 'string' && user.phone_number ? user.phone_number : null
  const lines = [
    `Hello ${fullName(agent)},`,
    `${senderName} (${user.email}${phone ? `, ${phone}` : ''}) sent you a message through the Gruha agents directory:`,
    input.message,
    'Reply to this e-mail to answer them directly.',
  ]
  try {
    await payload.sendEmail({
      to: agent.email,
      replyTo: user.email,
      subject,
      text: lines.join('\n\n'),
      html: lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join(''),
    })
    return { ok: true, messageId, mailed: true }
  } catch (error) {
    payload.logger.error({ err: error, messageId }, 'agent message stored but the e-mail failed')
    return { ok: true, messageId, mailed: false }
  }
}
