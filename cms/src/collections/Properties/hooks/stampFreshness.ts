import type { CollectionBeforeChangeHook } from 'payload'
import { repostCutoff, repostKey } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Property } from '../../../payload-types'
import { relationId } from '../../../domain/relations'
import { readTrustSettings } from '../../../domain/trust-settings'

const LIVE_AGAIN = new Set(['inactive', 'sold', 'rented', 'pending_review'])

/**
 * Freshness (issue 23; ADR 0011):
 * - a new listing is confirmed now (`last_confirmed_at`); a listing that goes live again (its owner
 *   re-activates it, or an admin approves it) is confirmed anew and its expiry and reminder cleared;
 * - no bumping: a listing whose owner took down one with the same title or the same address within
 *   the repost window (14 weeks) keeps that listing's first date (`createdAt`, which orders "newest"),
 *   and nobody but the seed (no user) may choose `createdAt`.
 */
export const stampFreshness: CollectionBeforeChangeHook<Property> = async ({ data, operation, originalDoc, req }) => {
  const now = new Date()
  if (operation === 'update') {
    if (data.status === 'active' && originalDoc && LIVE_AGAIN.has(originalDoc.status)) {
      data.last_confirmed_at = now.toISOString()
      data.expiry_reminder_sent_at = null
      data.expired_at = null
    }
    if (req.user && !userIsAdmin(req.user)) delete (data as { createdAt?: unknown }).createdAt
    return data
  }
  if (req.user) delete (data as { createdAt?: unknown }).createdAt
  data.last_confirmed_at = data.last_confirmed_at && !req.user ? data.last_confirmed_at : now.toISOString()
  const owner = relationId(data.owner)
  if (!owner) return data
  const settings = await readTrustSettings(req.payload, req)
  const earlier = await req.payload.find({
    collection: 'properties',
    where: { and: [{ owner: { equals: owner } }, { updatedAt: { greater_than_equal: repostCutoff(now, settings).toISOString() } }] },
    select: { title: true, address: true, city: true, createdAt: true },
    sort: 'createdAt',
    limit: 200,
    depth: 0,
    pagination: false,
    // System read: the owner's own listings in any status, within this transaction.
    overrideAccess: true,
    req,
  })
  const title = repostKey(data.title)
  const address = repostKey(`${data.address ?? ''} ${data.city ?? ''}`)
  const same = earlier.docs.find(
    (d) => (title && repostKey(d.title) === title) || (repostKey(d.address) && repostKey(`${d.address ?? ''} ${d.city ?? ''}`) === address),
  )
  if (same) (data as { createdAt?: string }).createdAt = same.createdAt
  return data
}
