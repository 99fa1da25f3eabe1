import { describe, expect, it } from 'vitest'
import { siteUrl } from '../support/browser'

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the public pages, posts and active listings', async () => {
    const response = await fetch(`${siteUrl}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    for (const path of ['/', '/buy', '/rent', '/agents', '/about', '/host', '/privacy-policy', '/blogs', '/blog/investment-tips']) {
      expect(xml, path).toContain(`<loc>${siteUrl}${path}</loc>`)
    }
    expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/property/[a-z0-9-]+</loc>`))
    expect(xml).not.toContain('/saved-properties')
  })

  it('/robots.txt keeps consoles and member areas out and points to the sitemap', async () => {
    const response = await fetch(`${siteUrl}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    for (const line of ['Disallow: /admin', 'Disallow: /api/', 'Disallow: /cms', 'Disallow: /saved-properties', 'Disallow: /agent/']) {
      expect(text).toContain(line)
    }
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(text).not.toMatch(/^Disallow: \/agents$/m)
  })
})
