import { Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { MESSAGES } from '@gruha/shared'
import { ContactLimitError } from '../../domain/contact-limits'
import { relationId } from '../../domain/relations'
import { emailOf, notifyUser } from '../../domain/notifications/notify-user'
import { AppError, isAppError } from '../../errors/app-error'

export type SendFollowUpOptions = {
  payload: Payload
  /** The sender of the original enquiry. */
  user: SessionUser
  /** The enquiry being followed up. */
  inquiryId: number
  message: string
}

export type SendFollowUpResult = { id: number }

/**
 * Spec 001 §7: a follow-up is a new enquiry on the same property, its message prefixed
 * 'Follow-up: ' and its type `purchase`. It goes to whoever handles the lead: the agent who
 * accepted the enquiry, else the property's owner (notification and e-mail). An empty message
 * sends nothing. Refusals throw AppError (INVALID_INPUT, or LIMIT_REACHED over the cap).
 */
export async function sendFollowUp({ payload, user, inquiryId, message }: SendFollowUpOptions): Promise<SendFollowUpResult> {
  const text = message.trim()
  const refused = () => new AppError('INVALID_INPUT', MESSAGES.inquiry.followUpFailed)
  if (!text) throw refused()
  const original = await payload.findByID({
    collection: 'inquiries',
    id: inquiryId,
    depth: 1,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!original || relationId(original.user) !== user.id) throw refused()
  const property = relationId(original.property)
  if (!property) throw refused()
  let created
  try {
    created = await payload.create({
      collection: 'inquiries',
      data: {
        property,
        name: original.name ?? undefined,
        email: original.email ?? undefined,
        phone: original.phone ?? undefined,
        message: `${MESSAGES.inquiry.followUpPrefix}${text}`,
        inquiry_type: 'purchase',
        // Threaded under the first enquiry of the conversation.
        follow_up_of: relationId(original.follow_up_of) ?? original.id,
        // Admin-only field: Payload replaces it with the default for everyone else.
        status: 'new',
      },
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    // Over the member's enquiry cap (site-settings): the cap's own message, not a 500.
    // A typed refusal from the collection (the recipient marked this member as spam, issue 23) keeps its message.
    if (isAppError(error)) throw error
    if (error instanceof ContactLimitError) throw new AppError('LIMIT_REACHED', error.message)
    // Payload refused the write as the member (a field rule, no access to the property): the spec's message.
    if (error instanceof ValidationError || error instanceof Forbidden || error instanceof NotFound) throw refused()
    throw error
  }

  const title = typeof original.property === 'object' && original.property ? original.property.title : 'Property'
  const agent = original.assignment_status === 'accepted' ? relationId(original.assigned_agent) : undefined
  const recipient = agent ?? (await ownerOf(payload, property))
  if (recipient) {
    await notifyUser(payload, {
      user: recipient,
      title: `Follow-up on the enquiry about ${title}`,
      message: [`${original.name || 'The buyer'} sent a follow-up about "${title}":`, '', text, '', `E-mail: ${original.email ?? ''}`].join(
        '\n',
      ),
      link: agent ? '/agent/dashboard/activity' : '/property-inquiries',
      mail: {
        to: await emailOf(payload, recipient),
        template: 'enquiry-follow-up',
        data: { title, name: original.name ?? null, message: text, email: original.email ?? null },
      },
    })
  }
  return { id: created.id }
}

async function ownerOf(payload: Payload, property: number | undefined): Promise<number | undefined> {
  if (!property) return undefined
  const doc = await payload.findByID({
    collection: 'properties',
    id: property,
    depth: 0,
    select: { owner: true },
    overrideAccess: true,
    disableErrors: true,
  })
  return relationId(doc?.owner)
}
