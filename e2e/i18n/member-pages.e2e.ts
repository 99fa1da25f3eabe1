import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createLeads, type TestUser } from '../support/factory'

/** Every member page, by the role that uses it. */
const memberPages: { role: 'buyer' | 'seller' | 'agent'; paths: string[] }[] = [
  { role: 'buyer', paths: ['/profile', '/my-inquiries', '/my-bookings', '/saved-properties'] },
  {
    role: 'seller',
    paths: [
      '/my-properties',
      '/add-property',
      '/property-inquiries',
      '/property-bookings',
      '/maintenance',
      '/rent-property',
      '/add-nri-property',
      '/property-management/my-properties',
    ],
  },
  { role: 'agent', paths: ['/agent/dashboard', '/agent/assignments'] },
]

/** Letters of each script: a Telugu or Hindi heading has them, an English one has none. */
const script = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ }

async function headingAndTitle(page: Page, path: string, locale: 'en' | 'te' | 'hi') {
  await page.goto(`${siteUrl}${path}?lng=${locale}`)
  expect(new URL(page.url()).pathname, `${path} stays put`).toBe(path)
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe(locale)
  // The profile's h1 is the member's name: its first section heading is the page's own text.
  const heading = page.locator(path === '/profile' ? 'main h2' : 'main h1').first()
  return { heading: (await heading.innerText()).trim(), title: await page.title() }
}

/** Issue 11: every member page is in Telugu and Hindi, heading and title alike. */
describe('member pages in English, Telugu and Hindi', () => {
  const browser = useBrowser()
  // Members of this file's own, with an enquiry, a tour and an assignment, so no page is empty.
  let members: Record<'buyer' | 'seller' | 'agent', TestUser>
  beforeAll(async () => {
    members = await createLeads()
  })

  for (const { role, paths } of memberPages) {
    it(`${role}: each page's heading and title change with the language`, async () => {
      const page = await browser.newPage()
      await signInAt(page, members[role], paths[0])
      for (const path of paths) {
        const english = await headingAndTitle(page, path, 'en')
        expect(english.heading, `${path} in English`).not.toMatch(script.te)
        for (const locale of ['te', 'hi'] as const) {
          const shown = await headingAndTitle(page, path, locale)
          expect(shown.heading, `${path} heading in ${locale}`).toMatch(script[locale])
          expect(shown.heading).not.toBe(english.heading)
          expect(shown.title, `${path} title in ${locale}`).toMatch(script[locale])
        }
      }
    }, 180_000)
  }
})
