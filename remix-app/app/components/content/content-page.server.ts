import { getPage, getSiteContact, listPosts } from '@gruha/cms/services/content'
import { getUser } from '~/utils/auth.server'
import { getLocale } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/utils/payload.server'
import { absoluteUrl } from './seo.server'

/** Content must never be cached where an editor's published change would not show on the next request. */
export const freshContentHeaders = { 'Cache-Control': 'no-cache' }

type LoadOptions = {
  /** Also read the site-settings contact details. */
  contact?: boolean
  /** Also read this many latest posts (blog teasers). */
  teasers?: number
}

/** Loads a CMS page for a marketing route: 404 when it is missing or unpublished. */
export async function loadContentPage(request: Request, slug: string, path: string, options: LoadOptions = {}) {
  const user = await getUser(request)
  const payload = await getPayloadClient()
  const locale = getLocale(request)
  const [page, contact, teasers] = await Promise.all([
    getPage({ payload, user, slug, locale }),
    options.contact ? getSiteContact({ payload, user }) : null,
    options.teasers ? listPosts({ payload, user, limit: options.teasers, locale }).then((r) => r.posts) : [],
  ])
  if (!page) throw new Response('Not Found', { status: 404 })
  return {
    page,
    contact,
    teasers,
    signedIn: Boolean(user),
    seo: {
      title: page.metaTitle || `${page.title} · Gruha`,
      description:
        page.metaDescription || `${page.title} on Gruha, the property marketplace for Andhra Pradesh, Telangana and India's metros.`,
      canonical: absoluteUrl(path),
    },
  }
}
