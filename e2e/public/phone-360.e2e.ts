import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { sql } from '../support/db'
import { createLeads } from '../support/factory'

/** The narrowest phone most Indian buyers use (issue 10). */
const PHONE = { width: 360, height: 740 }

/** The public pages, each with a text that shows it has rendered. */
const routes: { path: string; text: string }[] = [
  { path: '/', text: 'Featured Properties' },
  { path: '/buy', text: 'Properties for Sale' },
  { path: '/rent', text: 'Find Your Perfect Home to Rent' },
  { path: '/agents', text: 'Find Your Perfect Real Estate Agent' },
  { path: '/sell', text: 'Start Selling Properties' },
  { path: '/login', text: 'Sign In as Buyer' },
  { path: '/forgot-password', text: 'Forgot your password?' },
]

/** How wide the document is, and which elements stick out past the viewport's right edge. */
async function overflow(page: Page) {
  return page.evaluate((width) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map(
        (el) =>
          `${Math.round(el.getBoundingClientRect().right)} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 10) }
  }, PHONE.width)
}

/** The member pages by role (spec 000 route table), signed in as a member of that role. */
const memberRoutes: { role: 'buyer' | 'seller' | 'agent'; paths: string[] }[] = [
  { role: 'buyer', paths: ['/my-bookings', '/my-inquiries', '/saved-properties', '/profile'] },
  { role: 'seller', paths: ['/my-properties', '/add-property', '/property-inquiries', '/property-bookings', '/profile'] },
  { role: 'agent', paths: ['/agent/dashboard', '/agent/assignments', '/profile'] },
]

describe('the public site on a 360 px phone', () => {
  const browser = useBrowser()

  it('no public page scrolls sideways at 360 x 740', async () => {
    const [listing] = await sql<{ slug: string; title: string }>(
      `select slug, title from properties where status = 'active' and slug is not null order by id limit 1`,
    )
    const page = await browser.newPage()
    await page.setViewportSize(PHONE)
    const found: Record<string, { scrollWidth: number; wide: string[] }> = {}
    for (const route of [...routes, { path: `/property/${listing.slug}`, text: listing.title }]) {
      await page.goto(`${siteUrl}${route.path}`)
      await page.getByText(route.text, { exact: true }).first().waitFor()
      // The footer's link row is the last thing on every page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).waitFor()
      const measured = await overflow(page)
      if (measured.scrollWidth > PHONE.width) found[route.path] = measured
    }
    expect(found).toEqual({})
  })

  it('no member page scrolls sideways at 360 x 740', async () => {
    const found: Record<string, { scrollWidth: number; wide: string[] }> = {}
    // Members of this test's own, with an enquiry, a tour and an assignment, so each page has its lists.
    const members = await createLeads()
    for (const { role, paths } of memberRoutes) {
      const page = await browser.newPage()
      await page.setViewportSize(PHONE)
      await signInAt(page, members[role], paths[0]!)
      for (const path of paths) {
        if (new URL(page.url()).pathname !== path) await page.goto(`${siteUrl}${path}`)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).waitFor()
        const measured = await overflow(page)
        if (measured.scrollWidth > PHONE.width) found[`${role} ${path}`] = measured
      }
    }
    expect(found).toEqual({})
  })
})
