import type { CollectionBeforeChangeHook } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { userIsAdmin } from '../../access/roles'
import { requestDrizzle } from '../../db/sql'
import { CONTACT_LIMIT_DEFAULTS, ContactLimitError, contactLimitMessage, type ContactLimit } from '../../domain/contact-limits'

/**
 * Caps what one member may send (`limit` in site-settings' contact_limits) per window, counted in
 * SQL over their recent rows of `collection` (the member named in `field`). A transaction-scoped
 * advisory lock per member and collection makes parallel requests take turns, so a burst cannot
 * slip past the count. Admins are not limited; calls without a user (seed) are not counted.
 */
export const capPerMember =
  (collection: 'inquiries' | 'bookings' | 'agent-messages', field: string, limit: ContactLimit): CollectionBeforeChangeHook =>
  async ({ operation, data, req }) => {
    if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
    const { payload } = req
    const settings = await payload.findGlobal({ slug: 'site-settings', req, depth: 0, overrideAccess: true })
    const max = settings.contact_limits?.[limit] ?? CONTACT_LIMIT_DEFAULTS[limit]
    const windowMinutes = settings.contact_limits?.window_minutes ?? CONTACT_LIMIT_DEFAULTS.window_minutes
    const db = await requestDrizzle(req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gruha:cap:${collection}`}), ${Number(req.user.id)})`)
    const since = new Date(Date.now() - windowMinutes * 60_000)
    const recent = await payload.find({
      collection,
      where: { and: [{ [field]: { equals: req.user.id } }, { createdAt: { greater_than: since.toISOString() } }] },
      sort: '-createdAt',
      limit: max,
      depth: 0,
      select: { createdAt: true },
      req,
      overrideAccess: true,
    })
    if (recent.totalDocs < max) return data
    // The window frees a place when the max-th newest row ages out.
    const oldest = recent.docs[recent.docs.length - 1]
    const freeAt = new Date(oldest.createdAt).getTime() + windowMinutes * 60_000
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000))
    throw new ContactLimitError(contactLimitMessage(limit, Math.ceil(seconds / 60)), seconds)
  }
