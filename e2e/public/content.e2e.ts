import { describe, expect, it } from 'vitest'
import { cmsUrl, siteUrl, useBrowser } from '../support/browser'
import { createUser } from '../support/factory'

describe('CMS pages and the blog', () => {
  const browser = useBrowser()

  it('renders the seeded pages from Payload with their own titles and canonical links', async () => {
    const page = await browser.newPage()
    for (const [path, heading] of [
      ['/about', 'About Gruha'],
      ['/host', 'Become a Host'],
      ['/privacy-policy', null],
      ['/terms-of-service', null],
      ['/community', null],
      ['/property-management', null],
    ] as const) {
      const response = await page.goto(`${siteUrl}${path}`)
      expect(response?.status(), path).toBe(200)
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteUrl}${path}`)
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(20)
      await expect.poll(() => page.locator('.rich-text h2').count()).toBeGreaterThan(0)
    }
    // About: contact details from the site settings.
    await page.goto(`${siteUrl}/about`)
    await page.getByRole('main').getByRole('link', { name: '1800-123-4567' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'info@gruha.in' }).waitFor()
  })

  it('Become a Host sends visitors to seller sign-up and members to /sell', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/host`)
    await expect
      .poll(() => page.getByRole('link', { name: 'Start Hosting' }).getAttribute('href'))
      .toBe('/login?mode=signup&role=seller&redirectTo=%2Fsell')
    await expect
      .poll(() => page.getByRole('link', { name: 'List Your Property' }).last().getAttribute('href'))
      .toBe('/login?mode=signup&role=seller&redirectTo=%2Fsell')
  })

  it('lists published posts and shows one; unknown slugs are 404', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/blogs`)
    await page.getByRole('heading', { level: 1, name: 'Gruha Blog' }).waitFor()
    await expect.poll(() => page.locator('.post-card').count()).toBeGreaterThanOrEqual(4)
    for (const slug of ['investment-tips', 'home-buying-guide']) {
      const response = await page.goto(`${siteUrl}/blog/${slug}`)
      expect(response?.status()).toBe(200)
      await expect.poll(() => page.locator('.rich-text p').count()).toBeGreaterThan(0)
      await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(1)
    }
    browser.expectConsoleError(/status of 404/)
    const missing = await page.goto(`${siteUrl}/blog/no-such-post`)
    expect(missing?.status()).toBe(404)
  })

  it('an editor changes About in /cms and the site shows it on the next request', async () => {
    const editor = await createUser('editor')
    const page = await browser.newPage()
    await page.goto(`${cmsUrl}/cms/login`)
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login/i }).click()
    await page.waitForURL(`${cmsUrl}/cms`)
    await page.goto(`${cmsUrl}/cms/collections/pages?locale=en`)
    await page.getByRole('link', { name: 'About Gruha' }).first().click()
    await page.waitForURL(/\/cms\/collections\/pages\/\d+/)

    const title = page.locator('#field-title')
    const newTitle = `About Gruha ${Date.now()}`
    await title.fill(newTitle)
    await page.getByRole('button', { name: /publish changes/i }).click()
    await page
      .getByText(/updated successfully|published successfully/i)
      .first()
      .waitFor()

    const site = await browser.newPage()
    await site.goto(`${siteUrl}/about`)
    await site.getByRole('heading', { level: 1, name: newTitle }).waitFor()

    // Put it back for the other tests.
    await title.fill('About Gruha')
    await page.getByRole('button', { name: /publish changes/i }).click()
    await page.waitForTimeout(500)
    await site.reload()
    await site.getByRole('heading', { level: 1, name: 'About Gruha' }).waitFor()
  })
})
