import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { axeViolations, checkedPages } from '../support/a11y'
import { sql } from '../support/db'

type Locale = 'en' | 'te' | 'hi'

/** A text each public page shows in each language (its heading or a label of its own). */
const samples: { path: string; text: Record<Locale, string> }[] = [
  { path: '/', text: { en: 'Featured Properties', te: 'ఫీచర్డ్ ప్రాపర్టీలు', hi: 'फ़ीचर्ड प्रॉपर्टी' } },
  { path: '/buy', text: { en: 'Properties for Sale', te: 'అమ్మకానికి ఉన్న ప్రాపర్టీలు', hi: 'बिक्री के लिए प्रॉपर्टी' } },
  {
    path: '/rent',
    text: { en: 'Find Your Perfect Home to Rent', te: 'అద్దెకు మీకు నచ్చిన ఇంటిని కనుగొనండి', hi: 'किराये के लिए अपना पसंदीदा घर खोजें' },
  },
  {
    path: '/agents',
    text: { en: 'Find Your Perfect Real Estate Agent', te: 'మీకు సరైన రియల్ ఎస్టేట్ ఏజెంట్‌ను కనుగొనండి', hi: 'अपने लिए सही रियल एस्टेट एजेंट खोजें' },
  },
  { path: '/sell', text: { en: 'Start Selling Properties', te: 'ప్రాపర్టీలు అమ్మడం మొదలుపెట్టండి', hi: 'प्रॉपर्टी बेचना शुरू करें' } },
  { path: '/login', text: { en: 'Sign In as Buyer', te: 'కొనుగోలుదారుగా సైన్ ఇన్ చేయండి', hi: 'खरीदार के रूप में साइन इन करें' } },
  { path: '/forgot-password', text: { en: 'Forgot your password?', te: 'మీ పాస్‌వర్డ్ మర్చిపోయారా?', hi: 'अपना पासवर्ड भूल गए?' } },
  // The CMS pages: their chrome (the editor's own text per language is in public/content-locales).
  {
    path: '/about',
    text: {
      en: 'Founded in 2023 in Hyderabad, Telangana.',
      te: '2023లో హైదరాబాద్, తెలంగాణలో ప్రారంభమైంది.',
      hi: '2023 में हैदराबाद, तेलंगाना में शुरू हुआ।',
    },
  },
  { path: '/host', text: { en: 'Start Hosting', te: 'హోస్టింగ్ మొదలుపెట్టండి', hi: 'होस्टिंग शुरू करें' } },
  { path: '/community', text: { en: 'Find an Agent', te: 'ఏజెంట్‌ను వెతకండి', hi: 'एजेंट खोजें' } },
  { path: '/property-management', text: { en: 'Manage My Properties', te: 'నా ప్రాపర్టీలు మేనేజ్ చేయండి', hi: 'मेरी प्रॉपर्टी मैनेज करें' } },
]

const chrome: Record<Locale, string> = { en: 'Privacy Policy', te: 'గోప్యతా విధానం', hi: 'गोपनीयता नीति' }

async function visit(page: Page, path: string, locale: Locale) {
  await page.goto(`${siteUrl}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`)
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe(locale)
}

describe('every public page in English, Telugu and Hindi, checked with axe', () => {
  const browser = useBrowser()

  for (const locale of ['en', 'te', 'hi'] as const) {
    it(`shows the public pages in ${locale} with no serious accessibility violation`, async () => {
      const page = await browser.newPage()
      const violations = []
      for (const sample of samples) {
        await visit(page, sample.path, locale)
        await page.getByText(sample.text[locale], { exact: true }).first().waitFor()
        await page.getByRole('contentinfo').getByText(chrome[locale]).waitFor()
        violations.push(...(await axeViolations(page)))
      }
      // A property page: the chrome is translated, the owner's title stays as written.
      const [listing] = await sql<{ slug: string; title: string }>(
        `select slug, title from properties where status = 'active' and slug is not null order by id limit 1`,
      )
      await visit(page, `/property/${listing.slug}`, locale)
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor()
      await page.getByRole('heading', { name: { en: 'Description', te: 'వివరణ', hi: 'विवरण' }[locale], exact: true }).waitFor()
      violations.push(...(await axeViolations(page)))
      expect(violations).toEqual([])
    })
  }

  it('reports what axe checked', () => {
    console.log(`axe checked ${checkedPages.size} page views: ${[...checkedPages].join(', ')}`)
    expect(checkedPages.size).toBeGreaterThan(0)
  })
})
