import type { Payload, PayloadRequest } from 'payload'
import { withTransaction } from '../../db/with-transaction'
import {
  MODERATION_ACTION_STATUS,
  MODERATION_MESSAGES,
  PROPERTY_REVIEW_STATUS,
  isSiteLocale,
  moderationActionSchema,
  type ModerationAction,
} from '@gruha/shared'
import { userIsAdmin } from '../../access/roles'
import { AppError } from '../../errors/app-error'
import type { ModerationCase, Property } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { MODERATION_WRITE } from '../../domain/write-proofs'
import type { ModerationMail } from './mail'
import { UNDECIDED_CASE_STATUSES } from '../../domain/moderation/open-case'

export type ModerateCaseOptions = {
  payload: Payload
  user: SessionUser
  input: { caseId: number; action: ModerationAction; note?: unknown }
}

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : null

/**
 * An admin decides a moderation case: dismiss (a held listing goes back to what it was), ask the
 * owner to fix it (e-mail with the admin's note), unpublish the listing, or suspend its owner (or
 * the reported agent) and unpublish. Every write is the admin's, so the audit log records each one;
 * the e-mails to the owner and to every reporter go out from the jobs queue.
 */
export async function moderateCase({ payload, user, input }: ModerateCaseOptions): Promise<{ case: ModerationCase; message: string }> {
  if (!userIsAdmin(user)) throw new AppError('NOT_FOUND', 'Not found')
  const { note } = moderationActionSchema.parse({ note: typeof input.note === 'string' ? input.note : undefined })
  const { action } = input
  const access = { overrideAccess: false, user, depth: 0 } as const

  const found = await payload.findByID({ collection: 'moderation-cases', id: input.caseId, ...access }).catch(() => null)
  if (!found) throw new AppError('NOT_FOUND', 'Not found')
  if (!(UNDECIDED_CASE_STATUSES as readonly string[]).includes(found.status))
    throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyDecided)
  if (action === 'request_fix' && !note) {
    throw new AppError('INVALID_INPUT', MODERATION_MESSAGES.noteRequired, { fieldErrors: { note: MODERATION_MESSAGES.noteRequired } })
  }

  const propertyId = idOf(found.property)
  const property: Property | null = propertyId
    ? await payload.findByID({ collection: 'properties', id: propertyId, ...access }).catch(() => null)
    : null
  const ownerId = found.target_type === 'agent' ? idOf(found.agent) : idOf(property?.owner)
  if ((action === 'request_fix' || action === 'suspend') && !ownerId) throw new AppError('CONFLICT', MODERATION_MESSAGES.noOwner)
  if (action === 'unpublish' && !property) throw new AppError('CONFLICT', MODERATION_MESSAGES.notAListing)
  const title = property?.title ?? (await agentName(payload, idOf(found.agent)))

  const decided = await withTransaction(payload, { user }, async (tx) => {
    const write = { ...access, req: tx, context: { [MODERATION_WRITE]: true } }
    if (property) {
      const next = listingStatusAfter(action, property.status, found.held_from)
      if (next && next !== property.status) {
        await payload.update({ collection: 'properties', id: property.id, data: { status: next }, ...write })
      }
    }
    if (action === 'suspend' && ownerId) {
      await payload.update({ collection: 'users', id: ownerId, data: { status: 'suspended' }, ...write })
    }
    const closed = await payload.update({
      collection: 'moderation-cases',
      id: found.id,
      data: {
        status: MODERATION_ACTION_STATUS[action],
        admin_note: note ?? null,
        decided_by: user.id,
        decided_at: new Date().toISOString(),
      },
      ...write,
    })
    if (action === 'request_fix' && ownerId) {
      await queueMail(payload, tx, ownerId, 'en', { kind: 'fix_requested', title, note: note ?? '' })
    }
    const reports = await payload.find({
      collection: 'reports',
      where: { case: { equals: found.id } },
      select: { reporter: true, locale: true },
      pagination: false,
      ...write,
    })
    for (const report of reports.docs) {
      const reporter = idOf(report.reporter)
      if (reporter)
        await queueMail(payload, tx, reporter, isSiteLocale(report.locale) ? report.locale : 'en', { kind: 'outcome', action, title })
    }
    return closed
  })
  return { case: decided, message: MODERATION_MESSAGES.decided[action] }
}

/**
 * Where the listing goes: dismiss restores a listing this case held (a pending approval of a new
 * listing keeps deciding unverified owners' listings); unpublish and suspend take it down; asking
 * for a fix leaves it as it is (held, if it was).
 */
function listingStatusAfter(
  action: ModerationAction,
  current: Property['status'],
  heldFrom: ModerationCase['held_from'],
): Property['status'] | null {
  if (action === 'unpublish' || action === 'suspend') return 'inactive'
  if (action === 'dismiss' && current === PROPERTY_REVIEW_STATUS && heldFrom && heldFrom !== PROPERTY_REVIEW_STATUS) return heldFrom
  return null
}

async function agentName(payload: Payload, agentId: number | null): Promise<string> {
  if (!agentId) return ''
  const agent = await payload.findByID({ collection: 'users', id: agentId, depth: 0, overrideAccess: true }).catch(() => null)
  return agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ') : ''
}

async function queueMail(payload: Payload, req: PayloadRequest, recipient: number, locale: string, mail: ModerationMail) {
  await payload.jobs.queue({ task: 'sendModerationMail', input: { recipient, locale, mail }, req })
}
