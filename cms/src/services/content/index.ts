export { getPage } from './get-page'
export { listPosts, getPost } from './posts'
export { getFooterLinks, getSiteContact, type SiteContact } from './site-contact'
export { lexicalToHtml } from './lexical-to-html'
export type { ContentPage, ContentPost, PostSummary } from './types'
export {
  ROUTED_PAGE_SLUGS,
  SITEMAP_CHUNK,
  countSitemapProperties,
  sitemapContentUrls,
  sitemapPropertyUrls,
  type SitemapUrl,
} from './sitemap'
