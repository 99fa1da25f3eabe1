import type { Payload } from 'payload'
import { footerLinksFrom, type FooterLinks } from '@gruha/shared'
import type { ContentOptions } from './types'

export type SiteContact = {
  siteName: string
  phone: string | null
  infoEmail: string | null
  supportEmail: string | null
  address: string | null
}

/** Contact details from the site-settings global (admins edit them in /cms). */
export async function getSiteContact({ payload, user }: ContentOptions): Promise<SiteContact> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
  return {
    siteName: s.site_name || 'Gruha',
    phone: s.support_phone ?? null,
    infoEmail: s.info_email ?? null,
    supportEmail: s.support_email ?? null,
    address: s.address ?? null,
  }
}

/** The footer's app-store and social links: only the filled-in, valid https ones (empty hides a link). */
export async function getFooterLinks({ payload, user }: ContentOptions): Promise<FooterLinks> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
  return footerLinksFrom(s)
}

/**
 * Where notices for the Gruha team go (an NRI request, an ID proof to review): the support mailbox,
 * else the info one. A system read: the mailbox is configuration, not the member's to read.
 */
export async function teamMailbox(payload: Payload): Promise<string | null> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return s.support_email ?? s.info_email ?? null
}
