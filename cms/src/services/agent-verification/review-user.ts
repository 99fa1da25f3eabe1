import type { Payload, PayloadRequest } from 'payload'
import { withTransaction } from '../../db/with-transaction'
import { sql } from '@payloadcms/db-postgres'
import { LICENSE_PREFIX_DEFAULT, MESSAGES, type ApprovalType } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { formatLicenseNumber } from './license-number'
import { queueMail } from '../../mail'
import { AppError } from '../../errors/app-error'

export type ReviewUserInput =
  | { userId: number | string; decision: 'approve'; licenseNumber?: string | null }
  | { userId: number | string; decision: 'reject'; reason: string }

export type ReviewUserOptions = {
  payload: Payload
  /** The admin deciding. */
  user: SessionUser
  input: ReviewUserInput
  /** A request in the caller's transaction (decideApproval): the review joins it and the caller commits. */
  req?: PayloadRequest
}

export type ReviewResult = {
  user: { id: number; verification_status: string; agent_license_number: string | null }
  licenseNumber: string | null
}

/** Serialises licence issuing: held until the approving transaction commits. */
const LICENSE_LOCK_KEY = 'gruha:agent-license-number'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

function transactionDb(payload: Payload, req: PayloadRequest): Db {
  const sessions = payload.db.sessions as Record<string, { db: Db }>
  return sessions[String(req.transactionID)].db
}

/** Next number for `prefix` among issued licences, read inside the locked transaction. */
async function nextLicenseNumber(db: Db, prefix: string): Promise<string> {
  // Cast: an untyped parameter would pick substring(text from pattern), the regex form.
  const start = prefix.length + 1
  const result = await db.execute(sql`
    select coalesce(max(substring(agent_license_number from ${start}::int)::int), 0) as last
      from users
     where agent_license_number like ${prefix.replace(/[\\%_]/g, '\\$&') + '%'}
       and substring(agent_license_number from ${start}::int) ~ '^[0-9]+$'`)
  return formatLicenseNumber(prefix, Number(result.rows[0]?.last ?? 0) + 1)
}

/** (not in spec) A typed licence number someone else already holds. */
export const LICENSE_TAKEN = 'This licence number is already in use'

const approvalTypeFor = (role: string): ApprovalType | null =>
  role === 'agent' ? 'agent_license' : role === 'seller' ? 'seller_verification' : null

/**
 * Approves or rejects a pending agent or seller, as the admin (every write goes through Payload's
 * access rules with the admin as user). Approving an agent issues the next licence number from
 * the site-settings prefix, unless the admin typed one (kept if no one else holds it); a
 * transaction-scoped advisory lock makes concurrent approvals take turns, and the unique index on
 * agent_license_number backs it up. Open approval requests for the
 * user are closed with the decision, and the applicant's e-mail is queued in the same transaction (sent
 * by the jobs queue once it commits), so a crash never leaves a decision without its mail. Refusals throw
 * AppError: NOT_FOUND (no such user, or the caller is no admin), INVALID_INPUT (not an agent or seller),
 * CONFLICT (already decided, or the typed licence number is someone else's).
 */
export async function reviewUser({ payload, user: admin, input, req: callerReq }: ReviewUserOptions): Promise<ReviewResult> {
  const { userId, decision } = input
  if (admin.role !== 'admin') throw new AppError('NOT_FOUND', 'Not found')
  // In the caller's transaction (decideApproval's), or in one of its own: the licence lock needs one.
  return withTransaction(payload, { user: admin, req: callerReq }, async (req) => {
    const target = await payload
      .findByID({ collection: 'users', id: userId, overrideAccess: false, user: admin, req, depth: 0 })
      .catch(() => null)
    // A refusal thrown here rolls the transaction back below.
    if (!target) throw new AppError('NOT_FOUND', 'Not found')
    const type = approvalTypeFor(target.role)
    if (!type) throw new AppError('INVALID_INPUT', 'Only agents and sellers are reviewed')
    if (target.verification_status !== 'pending') {
      const approved = target.verification_status === 'verified' || target.verification_status === 'approved'
      throw new AppError('CONFLICT', approved ? MESSAGES.admin.userApprovals.alreadyApproved : MESSAGES.admin.userApprovals.alreadyRejected)
    }

    let licenseNumber: string | null = null
    if (decision === 'approve' && type === 'agent_license') {
      const db = transactionDb(payload, req)
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${LICENSE_LOCK_KEY}))`)

      const typed = input.decision === 'approve' ? input.licenseNumber?.trim() : undefined
      if (typed) {
        const taken = await payload.count({
          collection: 'users',
          overrideAccess: false,
          user: admin,
          req,
          where: { and: [{ agent_license_number: { equals: typed } }, { id: { not_equals: target.id } }] },
        })
        if (taken.totalDocs) throw new AppError('CONFLICT', LICENSE_TAKEN, { fieldErrors: { license_number: LICENSE_TAKEN } })
        licenseNumber = typed
      } else {
        const settings = await payload.findGlobal({ slug: 'site-settings', req, depth: 0 })
        licenseNumber = target.agent_license_number || (await nextLicenseNumber(db, settings.license_prefix || LICENSE_PREFIX_DEFAULT))
      }
    }

    const updated = await payload.update({
      collection: 'users',
      id: target.id,
      overrideAccess: false,
      user: admin,
      req,
      depth: 0,
      data:
        decision === 'approve'
          ? { verification_status: 'verified', rejection_reason: null, ...(licenseNumber ? { agent_license_number: licenseNumber } : {}) }
          : { verification_status: 'rejected', rejection_reason: input.reason },
    })

    const open = await payload.find({
      collection: 'approvals',
      overrideAccess: false,
      user: admin,
      req,
      depth: 0,
      limit: 100,
      where: { and: [{ user: { equals: target.id } }, { approval_type: { equals: type } }, { status: { equals: 'pending' } }] },
    })
    const decided = {
      status: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      reviewed_by: admin.id,
      reviewed_at: new Date().toISOString(),
      license_number: licenseNumber,
      ...(input.decision === 'reject' ? { admin_notes: input.reason } : {}),
    }
    if (open.docs.length) {
      for (const doc of open.docs) {
        await payload.update({ collection: 'approvals', id: doc.id, data: decided, overrideAccess: false, user: admin, req, depth: 0 })
      }
    } else {
      // Keep a record of the decision even when no request was raised (e.g. an admin-created agent).
      await payload.create({
        collection: 'approvals',
        data: { ...decided, approval_type: type, user: target.id, origin: 'admin' },
        overrideAccess: false,
        user: admin,
        req,
        depth: 0,
      })
    }
    // Queued, not sent (spec 002: sent without blocking): the job commits with the decision.
    await queueMail({
      payload,
      req,
      to: target.email,
      template: 'agent-review',
      data: {
        firstName: target.first_name ?? null,
        decision,
        type,
        licenseNumber,
        reason: input.decision === 'reject' ? input.reason : null,
      },
    })
    return {
      licenseNumber,
      user: {
        id: updated.id,
        verification_status: updated.verification_status,
        agent_license_number: updated.agent_license_number ?? null,
      },
    }
  })
}
