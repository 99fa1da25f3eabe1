import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createUser } from '../support/factory'

describe('languages: English, Telugu, Hindi', () => {
  const browser = useBrowser()

  it('switches language from the header, keeps the URL, and remembers the choice', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/buy?city=Hyderabad`)
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en')
    await page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'te')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/buy?city=Hyderabad')
    await page.getByRole('navigation', { name: 'ప్రధాన మెనూ' }).getByRole('link', { name: 'అద్దెకు' }).waitFor()
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).getAttribute('aria-current')).toBe('true')

    // The cookie carries the choice to the next page.
    await page.goto(`${siteUrl}/rent`)
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te')

    // The footer switcher too.
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'hi')
    await page.getByRole('link', { name: 'किराए पर लें' }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/rent')
  })

  it('follows Accept-Language when nothing was chosen, and gives hreflang alternates', async () => {
    const response = await fetch(`${siteUrl}/agents`, { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' } })
    const html = await response.text()
    expect(response.headers.get('content-language')).toBe('hi')
    expect(html).toMatch(/<html lang="hi"/)
    for (const lang of ['en', 'te', 'hi']) expect(html).toContain(`hrefLang="${lang}" href="${siteUrl}/agents?lng=${lang}"`)
    expect(html).toContain(`hrefLang="x-default" href="${siteUrl}/agents"`)
    const english = await fetch(`${siteUrl}/agents`, { headers: { 'Accept-Language': 'fr-FR' } })
    expect(await english.text()).toMatch(/<html lang="en"/)
  })

  it('switches without JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/`)
    await page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).click()
    await page.waitForURL(`${siteUrl}/`)
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te')
  })

  it('shows the profile in Telugu and Hindi: headings, buttons, labels, the wizards and the title', async () => {
    const page = await browser.newPage()
    await signInAt(page, await createUser('buyer'), '/profile')
    await page.getByRole('heading', { name: 'Account Information' }).waitFor()

    await page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'te')
    // The switch reloads the page: its buttons work once it has hydrated again.
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/profile')
    await page.getByRole('heading', { name: 'అకౌంట్ వివరాలు' }).waitFor()
    await page.getByText('మెంబర్ అయిన తేదీ').waitFor()
    await expect.poll(() => page.title()).toBe('నా ప్రొఫైల్ · Gruha')
    await page.getByRole('button', { name: 'ప్రొఫైల్ ఎడిట్ చేయండి' }).click()
    await page.getByRole('form', { name: 'ప్రొఫైల్ ఎడిట్' }).getByLabel('మొదటి పేరు').waitFor()
    await page.getByRole('button', { name: 'మార్పులు సేవ్ చేయండి' }).waitFor()
    await page.getByRole('button', { name: 'రద్దు చేయండి' }).click()
    await page.getByRole('button', { name: 'ప్రొఫైల్ ఎడిట్ చేయండి' }).waitFor()

    await page.goto(`${siteUrl}/profile?panel=change-password`)
    const wizard = page.getByRole('region', { name: 'పాస్‌వర్డ్ మార్చండి' })
    await wizard.getByLabel('ఫోన్ నంబర్').waitFor()
    await wizard.getByRole('button', { name: 'OTP పంపండి' }).waitFor()

    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'hi')
    await page.getByRole('region', { name: 'पासवर्ड बदलें' }).getByRole('button', { name: 'OTP भेजें' }).waitFor()
    await page.goto(`${siteUrl}/profile`)
    await page.getByRole('heading', { name: 'अकाउंट की जानकारी' }).waitFor()
    await page.getByText('कब से सदस्य हैं').waitFor()
    await expect.poll(() => page.title()).toBe('मेरी प्रोफ़ाइल · Gruha')
    await page.getByRole('button', { name: 'प्रोफ़ाइल एडिट करें' }).click()
    await page.getByRole('form', { name: 'प्रोफ़ाइल एडिट' }).getByLabel('पहला नाम').waitFor()
    await page.getByRole('button', { name: 'बदलाव सेव करें' }).waitFor()
  })
})
