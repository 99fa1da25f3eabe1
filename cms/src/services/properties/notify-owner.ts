import type { Payload } from 'payload'
import { queueMail, type MailMessage } from '../../mail'

/**
 * E-mails a listing's owner (or, for platform-owned listings, the site's info address). Reading
 * the owner's address is system work no visitor may do, hence `overrideAccess` here, inside cms.
 * The mail is queued (sent and retried by the jobs queue); a failure is logged, never shown to the
 * person who enquired: their request is stored.
 */
export async function notifyOwner(payload: Payload, propertyId: number, mail: MailMessage): Promise<string | null> {
  try {
    const property = await payload.findByID({
      collection: 'properties',
      id: propertyId,
      depth: 0,
      select: { owner: true },
      overrideAccess: true,
    })
    const ownerId = typeof property.owner === 'number' ? property.owner : (property.owner as { id?: number } | null)?.id
    let to: string | null = null
    if (ownerId) {
      const owner = await payload.findByID({ collection: 'users', id: ownerId, depth: 0, select: { email: true }, overrideAccess: true })
      to = owner.email ?? null
    }
    if (!to) {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      to = (settings as { info_email?: string | null }).info_email ?? null
    }
    if (!to) return null
    await queueMail({ payload, to, ...mail })
    return to
  } catch (error) {
    payload.logger.error({ err: error, propertyId }, 'could not e-mail the property owner')
    return null
  }
}
