import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'

describe('site icons', () => {
  const browser = useBrowser()

  it('/favicon.ico and the linked icons are images, not a redirect to the home page', async () => {
    for (const [path, type] of [
      ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/favicon.svg', /image\/svg\+xml/],
      ['/apple-touch-icon.png', /image\/png/],
    ] as const) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(type)
    }
  })

  it('a first visit to /buy loads one document: no second request for /', async () => {
    const page = await browser.newPage()
    const documents: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === siteUrl && !url.pathname.startsWith('/assets/') && request.resourceType() !== 'fetch') {
        documents.push(url.pathname)
      }
    })
    await page.goto(`${siteUrl}/buy`, { waitUntil: 'networkidle' })
    expect(documents.filter((p) => p === '/buy')).toHaveLength(1)
    expect(documents).not.toContain('/')
    expect(documents).not.toContain('/favicon.ico')
  })
})
