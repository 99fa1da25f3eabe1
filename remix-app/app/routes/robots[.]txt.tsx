import { absoluteUrl } from '~/components/content/seo.server'

/** Consoles, APIs and member areas are not for search engines. Paths ending in / keep siblings (/agents) crawlable. */
const DISALLOW = [
  '/admin',
  '/api/',
  '/cms',
  '/resources/',
  '/login',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/email-verification',
  '/profile',
  '/saved-properties',
  '/my-bookings',
  '/my-inquiries',
  '/my-properties',
  '/add-property',
  '/add-nri-property',
  '/rent-property',
  '/maintenance',
  '/property-inquiries',
  '/property-bookings',
  '/property-management/',
  '/agent/',
]

export function loader() {
  const body = [
    'User-agent: *',
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
