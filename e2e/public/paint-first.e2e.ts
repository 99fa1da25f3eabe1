/** ADR 9: a page paints before its scripts are fetched, then hydrates as before. */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createUser } from '../support/factory'
import { query } from '../members/account-helpers'

describe('paint first, then the scripts', () => {
  const browser = useBrowser()

  it('serves pages without module preloads, and one module script that loads them later', async () => {
    for (const path of ['/', '/buy', '/login']) {
      const html = await (await fetch(`${siteUrl}${path}`)).text()
      expect(html, path).not.toMatch(/<link rel="modulepreload"/)
      expect(html.match(/<script[^>]*type="module"[^>]*>/g), path).toHaveLength(1)
    }
  })

  it('fetches the first script only after the first paint, then hydrates with every preload in place', async () => {
    // A first visit each time: on a same-site navigation Chrome keeps the old page up ('paint holding')
    // and records the new page's first paint later than its first frames.
    for (const path of ['/', '/buy', '/?lng=te']) {
      const page = await browser.newPage()
      // The most preload links the head held before hydration: Remix's <Scripts/> renders nothing once
      // hydrated, so React removes them in the hydrating commit (and the sign-in panel's own come later).
      await page.addInitScript(() => {
        let most = 0
        new MutationObserver(() => {
          if (document.documentElement.hasAttribute('data-hydrated')) return
          most = Math.max(most, document.querySelectorAll('head link[rel="modulepreload"]').length)
          Reflect.set(window, 'mostPreloads', most)
        }).observe(document, { childList: true, subtree: true })
      })
      const response = await page.goto(`${siteUrl}${path}`)
      await hydrated(page)
      // Whether the page was rendered or kept (ADR 18), for the messages below.
      const served = `${path} (${response?.headers()['x-page-cache'] ?? 'rendered'})`
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? Infinity
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
        return {
          paint,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          preloads: Number(Reflect.get(window, 'mostPreloads') ?? 0),
        }
      })
      expect(
        timing.firstScript,
        `${served}: first script at ${timing.firstScript} ms, first paint at ${timing.paint} ms`,
      ).toBeGreaterThanOrEqual(timing.paint)
      expect(timing.preloads, served).toBeGreaterThan(3)
    }
    // Hydrated for real: the sign-in link opens the dialog instead of going to /login.
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/`)
    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await expect.poll(() => page.locator('dialog.auth-dialog[open]').count()).toBe(1)
  })

  it("a listing's page asks for its main photo first, and for the thumbnails' pictures only once its scripts run", async () => {
    const [listing] = await query<{ id: number }>(
      `select p.id from properties p join properties_rels r on r.parent_id = p.id and r.path = 'images'
        where p.status = 'active' group by p.id having count(*) >= 3 order by p.id limit 1`,
    )
    // Without scripts the thumbnails cannot pick a photo: the document carries their buttons, not their pictures.
    const html = await (await fetch(`${siteUrl}/property/${listing!.id}`)).text()
    expect(html).toMatch(/<ul class="gallery-thumbs">/)
    expect(html).not.toMatch(/<ul class="gallery-thumbs">(?:(?!<\/ul>).)*<img/s)
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/property/${listing!.id}`)
    await hydrated(page)
    const thumbs = page.locator('.gallery-thumbs img')
    await expect.poll(() => thumbs.count()).toBeGreaterThanOrEqual(2)
    await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true)
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource')
      const thumbUrls = [...document.querySelectorAll<HTMLImageElement>('.gallery-thumbs img')].map((img) => img.currentSrc || img.src)
      const main = document.querySelector<HTMLImageElement>('.gallery-stage img')!
      const start = (url: string) => resources.find((e) => e.name === url)?.startTime ?? Infinity
      const firstScript = Math.min(
        ...resources.filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js')).map((e) => e.startTime),
      )
      return { main: start(main.currentSrc || main.src), firstScript, thumbs: thumbUrls.map(start) }
    })
    expect(timing.main).toBeLessThan(timing.firstScript)
    for (const thumb of timing.thumbs) expect(thumb).toBeGreaterThanOrEqual(timing.firstScript)
  })

  it('paints with the rules its document uses inline and nothing moving, then swaps them for the files before hydrating', async () => {
    // A phone: /buy's map goes above the results, and is after them in the document.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    await page.addInitScript(() => {
      Reflect.set(window, 'shifted', 0)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          Reflect.set(window, 'shifted', Number(Reflect.get(window, 'shifted')) + Number(Reflect.get(entry, 'value')))
      }).observe({ type: 'layout-shift', buffered: true })
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-hydrated') && !Reflect.has(window, 'hydratedAt'))
          Reflect.set(window, 'hydratedAt', performance.now())
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    const html = await (await fetch(`${siteUrl}/buy`)).text()
    expect(html).toMatch(/<style data-href="\/assets\/app-[^"]+\.css">/)
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/)
    // Only the rules the document can use: app.css also holds the rules of forms and pages /buy does not have.
    const appFile = /<style data-href="(\/assets\/app-[^"]+\.css)">([^<]*)<\/style>/.exec(html)!
    const appSheet = await (await fetch(`${siteUrl}${appFile[1]}`)).text()
    expect(appFile[2]!.length).toBeLessThan(appSheet.length * 0.8)
    expect(appFile[2]).toContain('.site-header')
    await page.goto(`${siteUrl}/buy`)
    await hydrated(page)
    // The page's stylesheets were not fetched by the document: each was requested after the first paint,
    // when the loader enabled its link, and had applied before the page hydrated; its copy is gone since.
    const inlined = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]!)
    await expect.poll(() => page.locator('style[data-href]').count()).toBe(0)
    expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBe(0)
    const timing = await page.evaluate((hrefs) => {
      const files = performance
        .getEntriesByType('resource')
        .filter((e) => hrefs.includes(new URL(e.name).pathname)) as PerformanceResourceTiming[]
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        hydrated: Number(Reflect.get(window, 'hydratedAt')),
        requested: files.map((e) => e.startTime),
        arrived: files.map((e) => e.responseEnd),
      }
    }, inlined)
    expect(timing.requested).toHaveLength(inlined.length)
    expect(Math.min(...timing.requested)).toBeGreaterThanOrEqual(timing.painted)
    expect(Math.max(...timing.arrived)).toBeLessThanOrEqual(timing.hydrated)
    expect(await page.evaluate(() => Number(Reflect.get(window, 'shifted')))).toBeLessThan(0.02)
    // Styled the same, and a route's own sheet still comes and goes with client navigations.
    const cardRadius = () =>
      page
        .locator('.property-card')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopLeftRadius)
    const styled = await cardRadius()
    expect(styled).not.toBe('0px')
    await page.locator('.property-card h3 a').first().click()
    await page.waitForURL(/\/property\//)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.goBack()
    await page.waitForURL(/\/buy$/)
    await expect.poll(cardRadius).toBe(styled)
  })

  it('comes back to where the reader had scrolled when the page is reloaded, before its scripts run', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 800 } })
    await page.addInitScript(() => {
      // The browser's own restoration off for good (Remix turns it back on as the page goes), so what
      // brings the reader back is Remix's inline script.
      const mode = Object.getOwnPropertyDescriptor(History.prototype, 'scrollRestoration')!
      mode.set!.call(history, 'manual')
      Object.defineProperty(history, 'scrollRestoration', { get: () => 'manual', set: () => {} })
      // Where the page stood once its document was parsed: the inline script has run by then, the
      // page's other scripts not yet (they wait for the first paint).
      document.addEventListener('DOMContentLoaded', () => Reflect.set(window, 'scrolledAtParse', Math.round(scrollY)))
    })
    await page.goto(`${siteUrl}/rent`)
    await hydrated(page)
    await page.evaluate(() => scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(1500)
    await page.reload()
    expect(await page.evaluate(() => Reflect.get(window, 'scrolledAtParse'))).toBe(1500)
    await hydrated(page)
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(1500)
  })

  it("preloads the sign-in panel's files once a visitor's page is idle, and not for a signed-in member", async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/buy`)
    await hydrated(page)
    const panelPreload = page.locator('head link[rel="modulepreload"][href*="/assets/auth-panel-"]')
    await expect.poll(() => panelPreload.count()).toBe(1)
    // Fetched for real (the CSP nonce let it through; the entry appears once the download ends), and
    // the dialog's form then shows.
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/auth-panel-')))
    await expect.poll(fetched).toBe(true)
    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await expect.poll(() => page.locator('dialog.auth-dialog[open] input[name="email"]').count()).toBe(1)

    // A signed-in member has no use for it.
    const member = await browser.newPage()
    await signInAt(member, await createUser('buyer'), '/buy')
    // A document of its own (not the sign-in page's, whose form is the panel).
    await member.goto(`${siteUrl}/buy`)
    await hydrated(member)
    // Past the point where a visitor's page preloads it: loaded, then idle.
    await member.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    await expect.poll(() => member.locator('head link[href*="/assets/auth-panel-"]').count()).toBe(0)
  })
})
