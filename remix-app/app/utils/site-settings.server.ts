/**
 * The public site settings every page shows (the footer's links), read once and kept until an
 * admin changes them (cms/src/db/changes.ts): the root loader runs on every page request.
 */
import { getFooterLinks } from '@gruha/cms/services/content'
import { cachedUntilChanged } from '@gruha/cms/services/cache'
import { getPayloadClient } from '~/utils/payload.server'

/** The footer's app-store and social links, read as a visitor. */
export const readFooterLinks = cachedUntilChanged('site-settings', async () =>
  getFooterLinks({ payload: await getPayloadClient(), user: null }),
)
