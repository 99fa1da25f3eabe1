import type { Payload } from 'payload'
import { FRESHNESS_MESSAGES, propertyPath } from '@gruha/shared'
import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '../../db/sql'
import { AppError } from '../../errors/app-error'
import { readConfirmToken } from './confirm-token'

/**
 * The "still available" link's POST (issue 23): no sign-in, the token is the proof. Valid once:
 * the reminder it names is claimed in one UPDATE (so two clicks cannot both confirm), then the
 * listing is confirmed now, and an expired listing goes live again.
 */
export async function confirmListing({
  payload,
  input,
}: {
  payload: Payload
  input: { token: string }
}): Promise<{ title: string; path: string }> {
  const claim = readConfirmToken(payload.secret, input.token)
  if (!claim) throw new AppError('NOT_FOUND', FRESHNESS_MESSAGES.linkInvalid)
  const claimed = await drizzleOf(payload).execute(sql`
    update properties set expiry_reminder_sent_at = null
    where id = ${claim.id} and expiry_reminder_sent_at is not null
      and (extract(epoch from expiry_reminder_sent_at) * 1000)::bigint = ${claim.sentMs}
      and status in ('active', 'inactive')
    returning id`)
  if (!claimed.rows.length) throw new AppError('CONFLICT', FRESHNESS_MESSAGES.linkUsed)
  const current = await payload.findByID({
    collection: 'properties',
    id: claim.id,
    depth: 0,
    overrideAccess: true,
    select: { status: true, expired_at: true },
  })
  const doc = await payload.update({
    collection: 'properties',
    id: claim.id,
    data: {
      last_confirmed_at: new Date().toISOString(),
      ...(current.status === 'inactive' && current.expired_at ? { status: 'active' as const, expired_at: null } : {}),
    },
    depth: 0,
    // System write: the signed link stands for the owner, who is not signed in.
    overrideAccess: true,
  })
  return { title: doc.title, path: propertyPath({ id: doc.id, title: doc.title, slug: doc.slug ?? null }) }
}
