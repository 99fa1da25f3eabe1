import type { Payload, PayloadRequest } from 'payload'
import { trustSettings, type TrustSettings } from '@gruha/shared'

/** The site-settings `trust` group with its defaults (public settings; a system read). */
export async function readTrustSettings(payload: Payload, req?: PayloadRequest): Promise<TrustSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return trustSettings((settings as { trust?: Partial<TrustSettings> | null }).trust)
}
