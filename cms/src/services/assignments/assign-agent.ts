import { ValidationError, type Payload } from 'payload'
import { withTransaction } from '../../db/with-transaction'
import { MESSAGES, assignmentExpiresAt, fullName, isAssignableAgent } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { queueMail } from '../../mail'
import { assignmentLinks, type AssignmentKind } from './assignment-links'
import { AppError } from '../../errors/app-error'

export type AssignAgentResult = { assignment: { id: number; kind: AssignmentKind; agent: number; status: string; expires_at: string } }

const AA = MESSAGES.admin.assignments

/**
 * Offers an enquiry or a property to an agent (spec 002 "Assign Agent"), as the admin: the
 * assignment is created through Payload's access rules (admin-only create; the hooks stamp
 * assigned_by and mirror the offer onto the enquiry or property). Only active, verified agents
 * may be offered work. An older offer still pending for the same record is withdrawn (expired),
 * so two agents cannot both accept. The agent's e-mail with accept and decline links is queued in the
 * same transaction, so an offer is never stored without it.
 * Refusals throw AppError: NOT_FOUND (no such record, or the caller is no admin), INVALID_INPUT (not
 * an assignable agent, or the collection's own rule).
 */
export async function assignAgent(
  payload: Payload,
  options: {
    admin: SessionUser
    kind: AssignmentKind
    targetId: number
    agentId: number
    notes: string | null
    expiresInHours: number
    now?: Date
  },
): Promise<AssignAgentResult> {
  const { admin, kind, targetId, agentId } = options
  if (admin.role !== 'admin') throw new AppError('NOT_FOUND', 'Not found')
  const access = { overrideAccess: false, user: admin, depth: 0 } as const

  const agent = await payload.findByID({ collection: 'users', id: agentId, ...access }).catch(() => null)
  if (!agent || !isAssignableAgent(agent))
    throw new AppError('INVALID_INPUT', AA.agentRequired, { fieldErrors: { agent: AA.agentRequired } })

  const collection = kind === 'inquiry' ? 'inquiry-assignments' : 'property-assignments'
  let subject: string
  if (kind === 'inquiry') {
    const inquiry = await payload.findByID({ collection: 'inquiries', id: targetId, ...access, depth: 1 }).catch(() => null)
    if (!inquiry) throw new AppError('NOT_FOUND', 'Not found')
    const property = typeof inquiry.property === 'object' && inquiry.property ? inquiry.property.title : null
    subject = `${inquiry.name}${property ? ` about ${property}` : ''}`
  } else {
    const property = await payload.findByID({ collection: 'properties', id: targetId, ...access }).catch(() => null)
    if (!property) throw new AppError('NOT_FOUND', 'Not found')
    subject = `${property.title}${property.city ? `, ${property.city}` : ''}`
  }

  const assignedAt = options.now ?? new Date()
  const expiresAt = assignmentExpiresAt(assignedAt, options.expiresInHours)
  let created: { id: number; status: string; expires_at: string }
  try {
    created = await withTransaction(payload, {}, async (req) => {
      const common = {
        agent: agent.id,
        status: 'pending' as const,
        assigned_at: assignedAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        notes: options.notes,
      }
      const offer =
        collection === 'inquiry-assignments'
          ? await payload.create({ collection, data: { ...common, inquiry: targetId }, ...access, req })
          : await payload.create({ collection, data: { ...common, property: targetId }, ...access, req })
      const withdrawn = await payload.update({
        collection,
        where: {
          and: [{ [kind]: { equals: targetId } }, { id: { not_equals: offer.id } }, { status: { equals: 'pending' } }],
        },
        data: { status: 'expired' },
        ...access,
        req,
      })
      if (withdrawn.errors.length) throw new Error(`Could not withdraw the earlier offer: ${withdrawn.errors[0].message}`)
      // Queued with the offer (the jobs queue sends it once this commits): no offer without its links.
      const links = assignmentLinks(kind, offer.id)
      await queueMail({
        payload,
        req,
        to: agent.email,
        template: 'assignment-offer',
        data: {
          agentName: fullName(agent),
          kind,
          subject,
          expiresAt: expiresAt.toISOString(),
          notes: options.notes,
          acceptUrl: links.accept,
          declineUrl: links.decline,
        },
      })
      return offer
    })
  } catch (error) {
    // A collection's own refusal (e.g. a follow-up, which goes with its enquiry) is the admin's to read.
    if (error instanceof ValidationError) throw new AppError('INVALID_INPUT', error.data?.errors?.[0]?.message ?? AA.assignAgentFailed)
    throw error
  }

  return {
    assignment: { id: created.id, kind, agent: agent.id, status: created.status, expires_at: created.expires_at },
  }
}
