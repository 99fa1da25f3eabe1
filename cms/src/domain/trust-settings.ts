import type { Payload, PayloadRequest } from 'payload'
import { trustSettings, type TrustSettings } from '@gruha/shared'
import { cachedUntilChanged } from '../db/changes'

const read = async (payload: Payload, req?: PayloadRequest) => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return trustSettings((settings as { trust?: Partial<TrustSettings> | null }).trust)
}

let cached: { payload: Payload; read: () => Promise<TrustSettings> } | undefined

/**
 * The site-settings `trust` group with its defaults (public settings; a system read). Searches and
 * property pages read it on every request, so outside a transaction it is kept until the settings
 * change (ADR 17); inside one it is read in that transaction.
 */
export async function readTrustSettings(payload: Payload, req?: PayloadRequest): Promise<TrustSettings> {
  if (req) return read(payload, req)
  if (cached?.payload !== payload) cached = { payload, read: cachedUntilChanged('site-settings', () => read(payload)) }
  return cached.read()
}
