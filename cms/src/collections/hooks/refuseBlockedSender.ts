import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { TRUST_MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../access/roles'
import { AppError } from '../../errors/app-error'
import { relationId } from '../../domain/relations'

/** Who receives a new enquiry, tour request or message: the people who could mark its sender as spam. */
type Recipients = (data: Record<string, unknown>, req: PayloadRequest) => Promise<number[]>

/** The listing's owner and its agent (enquiries and tour requests), plus the booking's own agent. */
export const listingRecipients: Recipients = async (data, req) => {
  const property = relationId(data.property)
  const ids = [relationId(data.agent)]
  if (property) {
    const doc = await req.payload.findByID({
      collection: 'properties',
      id: property,
      depth: 0,
      select: { owner: true, assigned_agent: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (doc) ids.push(relationId(doc.owner), relationId(doc.assigned_agent))
  }
  return ids.filter((id): id is number => typeof id === 'number' && Number.isFinite(id))
}

/** A message to an agent goes to that agent. */
export const agentRecipient: Recipients = async (data) => {
  const agent = relationId(data.agent)
  return agent ? [agent] : []
}

/**
 * "Mark as spam" (issue 23): a member whom any recipient has blocked cannot send them a new
 * enquiry, tour request or message, on any path (403 with a clear message). Admins are not blocked.
 */
export const refuseBlockedSender =
  (recipients: Recipients): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
    const to = await recipients(data, req)
    if (to.length === 0) return data
    const { totalDocs } = await req.payload.count({
      collection: 'contact-blocks',
      where: { and: [{ blocked: { equals: req.user.id } }, { blocker: { in: to } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new AppError('FORBIDDEN', TRUST_MESSAGES.blockedByRecipient)
    return data
  }
