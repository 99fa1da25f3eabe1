import type { MetaDescriptor } from '@remix-run/node'

export type Seo = { title: string; description: string; canonical: string }

/** Title, description, Open Graph basics and the canonical link for one page. */
export function seoMeta(seo: Seo | null | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: 'Gruha' }]
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
  ]
}
