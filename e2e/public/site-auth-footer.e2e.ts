/**
 * Issue 10, defects 3 and 5 and the demo pictures: signed-out Contact on /agents and 'Sign Up to
 * Start Selling' on /sell open the auth modal preset to the right mode and role (and stay links to
 * /login without JavaScript); the footer's app-store and social links come from site-settings and
 * hide while empty; demo listings carry several generated pictures, varied by type.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { cmsUrl, hydrated, siteUrl, useBrowser } from '../support/browser'
import { cmsToken } from '../support/session'
import { createUser } from '../support/factory'
import { query } from '../members/account-helpers'

const EMPTY_LINKS = {
  app_links: { app_store: '', google_play: '' },
  social_links: { facebook: '', instagram: '', x: '', youtube: '', linkedin: '' },
}

/** Updates the site-settings global as the admin through Payload's REST API (staff only, ADR 7). */
async function updateSettings(data: Record<string, unknown>): Promise<Response> {
  const token = await cmsToken()
  return fetch(`${cmsUrl}/cms/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl, Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
}

/**
 * Opens `url` until `count()` is `expected`: the site hears of a settings change by NOTIFY a moment
 * after the CMS has answered the write (ADR 17), so one page load at once can still be the old one.
 */
async function reloadUntil(page: Page, url: string, count: () => Promise<number>, expected: number) {
  await expect
    .poll(async () => {
      await page.goto(url)
      return count()
    })
    .toBe(expected)
}

/** Is the focused element inside `container`? */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement))

/** Tab (and Shift+Tab) through more stops than the dialog has: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusInside(dialog)).toBe(true)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key)
      await expect.poll(() => focusInside(dialog), { message: `${key} #${i + 1}` }).toBe(true)
    }
  }
}

/**
 * Clicks `opener`, which must open the auth modal titled `title` on the same page with the `role`
 * tab current and `field` shown; checks the focus trap, closes with Escape and checks that focus
 * is back on `opener`.
 */
async function checkModalFrom(page: Page, opener: Locator, expected: { title: string; role: string; field: string }) {
  const path = new URL(page.url()).pathname
  await opener.click()
  const dialog = page.getByRole('dialog', { name: expected.title })
  await dialog.waitFor()
  expect(new URL(page.url()).pathname).toBe(path)
  await expect.poll(() => dialog.getByRole('link', { name: expected.role }).getAttribute('aria-current')).toBe('page')
  await dialog.getByLabel(expected.field).waitFor()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => focused(page)).toEqual({ text: (await opener.textContent())?.trim(), href: await opener.getAttribute('href') })
  return dialog
}

/** The focused element's text and href (to check where focus went back to). */
const focused = (page: Page) =>
  page.evaluate(() => ({ text: document.activeElement?.textContent?.trim(), href: document.activeElement?.getAttribute('href') }))

describe('issue 10: auth modal from /agents and /sell, footer links, demo pictures', () => {
  const browser = useBrowser()

  afterAll(async () => {
    await updateSettings(EMPTY_LINKS)
  })

  it('Contact on /agents opens the sign-in modal for a visitor, traps focus and gives it back on close', async () => {
    const [agent] = await query<{ id: number }>(`select id from users where email = 'lakshmi.agent@gruha.local'`)
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/agents?city=Hyderabad`)
    await hydrated(page)
    const card = page.locator('.agent-card', { has: page.getByRole('heading', { name: 'Lakshmi Prasad' }) })
    const contact = card.getByRole('link', { name: 'Contact' })
    // Without JavaScript it is a link to /login that comes back to this agent's contact modal.
    const href = new URL((await contact.getAttribute('href'))!, siteUrl)
    expect(href.pathname).toBe('/login')
    expect(Object.fromEntries(href.searchParams)).toEqual({
      mode: 'signin',
      role: 'buyer',
      redirectTo: `/agents?city=Hyderabad&contact=${agent.id}`,
    })

    const dialog = await checkModalFrom(page, contact, { title: 'Sign In as Buyer', role: 'Buyer', field: 'Email' })

    // Schedule does the same, and the close button gives focus back too.
    const schedule = card.getByRole('link', { name: 'Schedule' })
    await schedule.click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toEqual({ text: 'Schedule', href: await schedule.getAttribute('href') })
  })

  it('without JavaScript, Contact goes to /login and signing in there opens the contact modal', async () => {
    const buyer = await createUser('buyer')
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/agents?city=Hyderabad`)
    const card = page.locator('.agent-card', { has: page.getByRole('heading', { name: 'Lakshmi Prasad' }) })
    await card.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()
    await page.getByLabel('Email').fill(buyer.email)
    await page.getByLabel('Password', { exact: true }).fill(buyer.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(/\/agents\?city=Hyderabad&contact=\d+$/)
    await page.getByRole('dialog', { name: 'Contact Lakshmi Prasad' }).getByText('lakshmi.agent@gruha.local').waitFor()
  })

  it('“Sign Up to Start Selling” opens the sign-up modal as a seller; without JavaScript it is the /login page', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/sell`)
    await hydrated(page)
    const button = page.getByRole('link', { name: 'Sign Up to Start Selling' })
    await checkModalFrom(page, button, { title: 'Join as Seller', role: 'Seller', field: 'First name' })

    const noJs = await browser.newPage({ javaScriptEnabled: false })
    await noJs.goto(`${siteUrl}/sell`)
    await noJs.getByRole('link', { name: 'Sign Up to Start Selling' }).click()
    await noJs.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('mode') === 'signup')
    expect(new URL(noJs.url()).searchParams.get('role')).toBe('seller')
    await noJs.getByRole('heading', { name: 'Join as Seller' }).waitFor()
  })

  it("/host's Start Hosting and List Your Property open the same seller sign-up modal; without JavaScript, /login", async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/host`)
    await hydrated(page)
    const main = page.getByRole('main')
    for (const name of ['Start Hosting', 'List Your Property']) {
      await checkModalFrom(page, main.getByRole('link', { name, exact: true }), {
        title: 'Join as Seller',
        role: 'Seller',
        field: 'First name',
      })
    }

    const noJs = await browser.newPage({ javaScriptEnabled: false })
    await noJs.goto(`${siteUrl}/host`)
    await noJs.getByRole('main').getByRole('link', { name: 'Start Hosting' }).click()
    await noJs.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('mode') === 'signup')
    expect(Object.fromEntries(new URL(noJs.url()).searchParams)).toMatchObject({ role: 'seller', redirectTo: '/sell' })
    await noJs.getByRole('heading', { name: 'Join as Seller' }).waitFor()
  })

  it('the footer hides empty app and social links and shows the ones an admin sets, without overflowing at 360 px', async () => {
    expect((await updateSettings(EMPTY_LINKS)).status).toBe(200)
    const page = await browser.newPage()
    const footer = page.getByRole('contentinfo')
    await reloadUntil(page, siteUrl, () => footer.locator('.footer-outside').count(), 0)
    await footer.getByRole('link', { name: 'About' }).waitFor()
    // Visitors are invited to become agents (an agent's footer leaves it out: members/leads).
    expect(await footer.getByText(/^Become a Gruha agent/).count()).toBe(1)
    await expect.poll(() => footer.locator('.footer-outside').count()).toBe(0)
    await expect.poll(() => footer.getByText('Get the app').count()).toBe(0)
    await expect.poll(() => footer.getByText('Follow Gruha').count()).toBe(0)
    // No dead links anywhere in the footer.
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.filter((h) => h === '' || h === '#')).toEqual([])

    // Only https addresses are accepted.
    const refused = await updateSettings({ social_links: { facebook: 'http://www.facebook.com/gruha' } })
    expect(refused.status).toBe(400)
    // Payload's REST names the refused field (the message itself shows in the CMS's form).
    expect(await refused.text()).toContain('Social media links > Facebook URL')

    const links = {
      appStore: 'https://apps.apple.com/in/app/gruha/id1234567890',
      instagram: 'https://www.instagram.com/gruha.homes',
      youtube: 'https://www.youtube.com/@gruha-homes',
    }
    const saved = await updateSettings({
      app_links: { app_store: links.appStore, google_play: '' },
      social_links: { instagram: links.instagram, youtube: links.youtube, facebook: '', x: '', linkedin: '' },
    })
    expect(saved.status).toBe(200)

    const appStore = footer.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
    await reloadUntil(page, siteUrl, () => appStore.count(), 1)
    await expect.poll(() => appStore.getAttribute('href')).toBe(links.appStore)
    await expect.poll(() => appStore.getAttribute('target')).toBe('_blank')
    await expect.poll(() => appStore.getAttribute('rel')).toContain('noopener')
    const apps = footer.getByRole('list', { name: 'Get the app' })
    await expect.poll(() => apps.getByRole('link').count()).toBe(1)

    const social = footer.getByRole('list', { name: 'Follow Gruha' })
    await expect
      .poll(() => social.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')])))
      .toEqual([
        ['Instagram (opens in a new tab)', links.instagram],
        ['YouTube (opens in a new tab)', links.youtube],
      ])
    // Each icon is decorative; the link's name is its (visually hidden) text.
    await expect.poll(() => social.locator('svg[aria-hidden="true"]').count()).toBe(2)

    // In Telugu, the same links with translated names.
    await page.goto(`${siteUrl}/?lng=te`)
    await footer.getByRole('link', { name: 'App Store నుండి డౌన్‌లోడ్ చేసుకోండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)' }).waitFor()

    // A phone: nothing in the footer is wider than the screen.
    const phone = await browser.newPage()
    await phone.setViewportSize({ width: 360, height: 740 })
    await phone.goto(siteUrl)
    await phone.getByRole('contentinfo').getByRole('link', { name: 'Instagram (opens in a new tab)' }).waitFor()
    const overflow = await phone.evaluate(() => {
      const footerEl = document.querySelector('footer.site-footer')!
      const wide = [...footerEl.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      return {
        fits: document.documentElement.scrollWidth <= 360,
        wide: wide.map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`),
      }
    })
    expect(overflow).toEqual({ fits: true, wide: [] })

    // Emptied again, they are gone.
    expect((await updateSettings(EMPTY_LINKS)).status).toBe(200)
    await reloadUntil(page, `${siteUrl}/?lng=en`, () => footer.locator('.footer-outside').count(), 0)
    await footer.getByRole('link', { name: 'About' }).waitFor()
    // Visitors are invited to become agents (an agent's footer leaves it out: members/leads).
    expect(await footer.getByText(/^Become a Gruha agent/).count()).toBe(1)
    await expect.poll(() => footer.locator('.footer-outside').count()).toBe(0)
  })

  it('demo listings carry 3 or more generated pictures: their own street view first, then other views of their type', async () => {
    const rows = await query<{ id: number; property_type: string; status: string; files: string[] }>(
      `select p.id, p.property_type, p.status, array_agg(m.filename order by r."order") as files
         from properties p
         join users u on u.id = p.owner_id and u.email in ('seller@gruha.local', 'agent@gruha.local')
         join properties_rels r on r.parent_id = p.id and r.path = 'images'
         join media m on m.id = r.media_id
        where m.filename like 'seed-%'
        group by p.id, p.property_type, p.status`,
    )
    // The demo catalogue: 64 listings (room for another test having removed one or two).
    expect(rows.length).toBeGreaterThanOrEqual(60)
    const coversByType = new Map<string, Set<string>>()
    for (const row of rows) {
      expect(row.files.length, row.property_type).toBeGreaterThanOrEqual(3)
      expect(new Set(row.files).size).toBe(row.files.length)
      // The cover is the type's street view (seed-villa-3.jpg); the rest are rooms, plans or surroundings.
      const type = row.property_type.replace(/_/g, '-')
      expect(row.files[0]).toMatch(new RegExp(`^seed-${type}-\\d+\\.jpg$`))
      for (const file of row.files.slice(1))
        expect(file).toMatch(new RegExp(`^seed-${type}-(living|kitchen|bedroom|office|shop|plan|land)-\\d+\\.jpg$`))
      const covers = coversByType.get(type) ?? new Set<string>()
      covers.add(row.files[0]!)
      coversByType.set(type, covers)
    }
    // Eight types, and no two listings of a type share a cover.
    expect(coversByType.size).toBe(8)
    for (const [type, covers] of coversByType)
      expect(covers.size, type).toBe(rows.filter((r) => r.property_type.replace(/_/g, '-') === type).length)

    // On a villa's page every picture loads, each a different one.
    const villas = rows.filter((r) => r.property_type === 'villa' && r.status === 'active')
    const villa = villas.find((r) => r.files.length >= 4) ?? villas[0]!
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/property/${villa.id}`)
    await hydrated(page)
    const gallery = page.getByRole('region', { name: 'Gallery' })
    await gallery.getByText(`1 / ${villa.files.length}`).waitFor()
    const thumbs = gallery.locator('.gallery-thumbs img')
    await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true)
    const loaded = await thumbs.evaluateAll((imgs) =>
      imgs.map((img) => [(img as HTMLImageElement).naturalWidth > 0, img.getAttribute('src')] as const),
    )
    expect(loaded.map(([ok]) => ok)).toEqual(villa.files.map(() => true))
    expect(new Set(loaded.map(([, src]) => src)).size).toBe(villa.files.length)
    await gallery.getByRole('button', { name: 'Next photo' }).click()
    await gallery.getByText(`2 / ${villa.files.length}`).waitFor()
  })
})
