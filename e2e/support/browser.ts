import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core'
import { axeViolations, type A11yViolation } from './a11y'

export const siteUrl = process.env.E2E_SITE_URL ?? 'http://localhost:3000'
export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://localhost:3001'

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * One Chromium per test file, a fresh context per page. Any console.error in the page fails the
 * test unless the test says it expects it. Every page the test loads is checked with axe-core
 * once it has loaded, and any serious or critical violation fails the test (issue 11).
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const consoleErrors: string[] = []
  const expectedErrors: RegExp[] = []
  const a11y: A11yViolation[] = []
  const pendingChecks: Promise<unknown>[] = []

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
  })
  afterEach(async () => {
    await Promise.allSettled(pendingChecks.splice(0))
    await Promise.all(contexts.splice(0).map((c) => c.close()))
    const violations = a11y.splice(0)
    expect(violations, 'serious or critical accessibility violations (axe-core)').toEqual([])
    const unexpected = consoleErrors.splice(0).filter((e) => !expectedErrors.some((re) => re.test(e)))
    expectedErrors.splice(0)
    expect(unexpected, 'console.error in the browser').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  return {
    async newPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true })
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(20_000)
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`)
      })
      page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`))
      // After each document load: axe on the page as served and hydrated. Pages without
      // JavaScript serve the same HTML, which the JavaScript tests check.
      // Only the site's own pages: the console (/admin) and Payload's admin (/cms) are other apps.
      const isSitePage = () => page.url().startsWith(siteUrl) && !/^\/admin(\/|$)/.test(new URL(page.url()).pathname)
      if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page, isSitePage)
      if (options.javaScriptEnabled !== false)
        page.on('load', () => {
          if (!isSitePage()) return
          const check = new Promise((resolve) => setTimeout(resolve, 300))
            .then(() =>
              Promise.race([
                axeViolations(page),
                new Promise<never>((_, reject) => setTimeout(() => reject(new Error('axe timed out')), 15_000)),
              ]),
            )
            .then((found) => a11y.push(...found))
            // The page moved on or closed before axe finished: the next load is checked instead.
            .catch(() => undefined)
          pendingChecks.push(check)
        })
      return page
    },
    /** The next console.error matching this pattern is part of the test, not a failure. */
    expectConsoleError(pattern: RegExp) {
      expectedErrors.push(pattern)
    },
  }
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(performance.now() * 1000).toString(36)}@example.test`

/**
 * The site paints before it fetches its scripts (remix-app/app/utils/paint-first.server.ts), so
 * `load` can come before the page is hydrated. Nobody can act in that instant, so after goto() and
 * reload() of a site page the tests wait for hydration as well; without it a click could take the
 * no-JavaScript path. Other document loads (a redirect after a form) are waited for by the tests.
 */
function waitForHydrationOnLoad(page: Page, isSitePage: () => boolean) {
  const afterLoad = async (response: Response | null) => {
    if (!isSitePage() || !response?.headers()['content-type']?.includes('text/html')) return response
    // The page moved on meanwhile (a redirect): the test waits for what comes next itself.
    await hydrated(page, 15_000).catch(() => undefined)
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => afterLoad(await goto(url, options))
  page.reload = async (options) => afterLoad(await reload(options))
}

/** Remix has hydrated the page, so links and forms run their JavaScript (modals, client checks, fetchers). */
export const hydrated = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () => Boolean((window as Window & { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized),
    null,
    { timeout },
  )

/**
 * Waits until the page's URL no longer starts with `prefix`. On a timeout the error says where the
 * page is and what it shows (alerts, status), so a failed sign-in in CI can be told from a slow one.
 */
export async function waitToLeave(page: Page, prefix: string, timeout = 20_000) {
  try {
    await page.waitForURL((url) => !url.pathname.startsWith(prefix), { timeout })
  } catch (error) {
    const shown = await page
      .locator('[role="alert"], [role="status"], .form-error, .form-success')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(`still at ${page.url()} after ${timeout} ms; it shows: ${JSON.stringify(shown)}`, { cause: error })
  }
}
