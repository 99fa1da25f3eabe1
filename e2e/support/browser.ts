import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core'
import { axeViolations, type A11yViolation } from './a11y'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

import { siteUrl } from './env'
import { randomIp } from './http'

export { cmsUrl, siteUrl } from './env'
export { uniqueEmail } from './ids'

/** How long one axe run may take before it fails its test. */
const AXE_TIMEOUT_MS = 20_000
/** How long a site page may take to hydrate after goto()/reload() before it fails its test. */
const HYDRATION_TIMEOUT_MS = 15_000

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not finish in ${ms} ms`)), ms))])

/**
 * One Chromium for the run (e2e/support/global-setup.ts), a fresh context per page. Any console.error
 * in the page fails the test unless the test says it expects it. Every site page the test loads is
 * checked with axe-core once it has loaded, and any serious or critical violation fails the test
 * (issue 11); a page the run already found clean, with the same role, language, viewport and shape,
 * is not checked again (`oncePerRun` in e2e/support/a11y.ts).
 *
 * Nothing is swallowed: a page whose check was cut short (the test moved on while axe ran) is
 * opened again at the end of the test, in the same context, and checked there; an axe run that
 * times out or throws then fails the test, and so does a page that never hydrates.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const consoleErrors: string[] = []
  const expectedErrors: RegExp[] = []
  const a11y: A11yViolation[] = []
  const pendingChecks: Promise<unknown>[] = []
  /** Site pages whose after-load check did not finish, with the context that loaded them. */
  const unchecked = new Map<string, BrowserContext>()
  const checked = new Set<string>()

  beforeAll(async () => {
    const endpoint = inject('chromiumWsEndpoint')
    browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  })
  afterEach(async ({ task }) => {
    // A failed test: what each of its pages showed when it gave up, so a CI failure can be explained.
    if (task.result?.state === 'fail') console.error(await describePages(contexts))
    await Promise.allSettled(pendingChecks.splice(0))
    // Pages the test left before axe was done: open each again (same cookies) and check it now.
    const missed = [...unchecked].filter(([url]) => !checked.has(url))
    unchecked.clear()
    checked.clear()
    const failures: string[] = []
    for (const [url, context] of missed) {
      // A test that closed its own context: the page is checked in a fresh one (without its cookies).
      const page = await context.newPage().catch(async () => {
        const fresh = await browser.newContext()
        contexts.push(fresh)
        return fresh.newPage()
      })
      try {
        await page.goto(url, { waitUntil: 'load' })
        if (!isSitePage(page.url())) continue
        await withTimeout(hydrated(page), HYDRATION_TIMEOUT_MS, `hydration of ${url}`)
        a11y.push(...(await withTimeout(axeViolations(page, { oncePerRun: true }), AXE_TIMEOUT_MS, `axe on ${url}`)))
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message.split('\n')[0]}`)
      } finally {
        await page.close()
      }
    }
    await Promise.all(contexts.splice(0).map((c) => c.close()))
    expect(failures, 'pages axe could not check').toEqual([])
    const violations = a11y.splice(0)
    // In full: the assertion's own message is cut short, and the flaky list keeps only that.
    if (violations.length) console.error(`axe violations:\n${JSON.stringify(violations, null, 1)}`)
    expect(violations, 'serious or critical accessibility violations (axe-core)').toEqual([])
    const unexpected = consoleErrors.splice(0).filter((e) => !expectedErrors.some((re) => re.test(e)))
    expectedErrors.splice(0)
    if (unexpected.length) console.error(`console.error in the browser:\n${unexpected.join('\n')}`)
    expect(unexpected, 'console.error in the browser').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  return {
    async newPage(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
      // Each context is its own client (its own X-Forwarded-For, which the servers trust from loopback as
      // from the production proxy), so files running side by side never share a rate-limit budget.
      const context = await browser.newContext({
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(options.viewport ? { viewport: options.viewport } : {}),
        extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
      })
      contexts.push(context)
      const page = await context.newPage()
      // Generous: two files, their browsers and the servers share 2 cores in CI, and a starved server can take
      // well over 20 s to answer one click; a real failure still fails, only later.
      page.setDefaultTimeout(30_000)
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`)
      })
      page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`))
      // After each document load: axe on the page as served and hydrated. Pages without
      // JavaScript serve the same HTML, which the JavaScript tests check.
      // Only the site's own pages: the console (/admin) and Payload's admin (/cms) are other apps.
      if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page)
      if (options.javaScriptEnabled !== false)
        page.on('load', () => {
          const url = page.url()
          if (!isSitePage(url)) return
          unchecked.set(url, context)
          // Checked once hydrated and settled, so axe reads the page a visitor uses rather than one React
          // is still taking over.
          // A page that did not hydrate (or moved on first) stays unchecked: afterEach opens it again, and
          // there a page that never hydrates fails the test.
          const check = hydrated(page, HYDRATION_TIMEOUT_MS)
            .then(() => new Promise((resolve) => setTimeout(resolve, 300)))
            .then(() => withTimeout(axeViolations(page, { oncePerRun: true }), AXE_TIMEOUT_MS, `axe on ${url}`))
            .then(async (found) => {
              // The test may have replaced the document meanwhile (setContent keeps the URL): axe then read
              // that one, and this page is checked again after the test instead.
              if (page.url() !== url || !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))))
                throw new Error(`${url} was replaced while axe read it`)
              a11y.push(...found)
              checked.add(url)
            })
            // Cut short (the page moved on or closed): afterEach opens this URL again and checks it there.
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

/** Each open page's address, whether it hydrated, and its heading, alerts and opening text. */
async function describePages(contexts: BrowserContext[]): Promise<string> {
  const pages = contexts.flatMap((context) => context.pages())
  const described = await Promise.all(
    pages.map((page) =>
      page
        .evaluate(() => {
          const texts = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText.trim()).filter(Boolean)
          return {
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
            heading: texts('h1').join(' | '),
            alerts: texts('[role="alert"], [role="status"], .form-error'),
            dialog: texts('dialog[open]').join(' | ').slice(0, 200),
            text: (document.querySelector('main') ?? document.body)?.innerText.replace(/\s+/g, ' ').slice(0, 300),
          }
        })
        .then((seen) => `  ${page.url()}\n    ${JSON.stringify(seen)}`)
        .catch((error: Error) => `  ${page.url()}\n    (could not read it: ${error.message.split('\n')[0]})`),
    ),
  )
  return `the test failed; its open pages:\n${described.join('\n') || '  (none)'}`
}

/** The site's own pages; the console (/admin) and Payload's admin (/cms) are other apps. */
const isSitePage = (url: string) => url.startsWith(siteUrl) && !/^\/admin(\/|$)/.test(new URL(url).pathname)

/**
 * The site paints before it fetches its scripts (remix-app/app/utils/paint-first.server.ts), so
 * `load` can come before the page is hydrated. Nobody can act in that instant, so after goto() and
 * reload() of a site page the tests wait for hydration as well; without it a click could take the
 * no-JavaScript path. Other document loads (a redirect after a form) are waited for by the tests.
 */
function waitForHydrationOnLoad(page: Page) {
  const afterLoad = async (response: Response | null, waitUntil?: string) => {
    if (!isSitePage(page.url()) || !response?.headers()['content-type']?.includes('text/html')) return response
    // A test that asks for the page before it has loaded ('domcontentloaded', 'commit') wants it unhydrated.
    if (waitUntil === 'domcontentloaded' || waitUntil === 'commit') return response
    await waitForHydration(page)
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => afterLoad(await goto(url, options), options?.waitUntil)
  page.reload = async (options) => afterLoad(await reload(options), options?.waitUntil)
}

/**
 * Waits for the page to hydrate. If the page moves on meanwhile (a redirect), the page it lands on must
 * hydrate instead, unless it is not a site page (the console, the CMS); a page that never hydrates fails
 * the test.
 */
async function waitForHydration(page: Page) {
  const url = page.url()
  try {
    await page.waitForFunction(
      ({ site }) =>
        !location.href.startsWith(site) ||
        /^\/admin(\/|$)/.test(location.pathname) ||
        document.documentElement.hasAttribute('data-hydrated'),
      { site: siteUrl },
      { timeout: HYDRATION_TIMEOUT_MS },
    )
  } catch (error) {
    if (page.isClosed()) return
    throw new Error(`${url} (now ${page.url()}) did not hydrate within ${HYDRATION_TIMEOUT_MS} ms`, { cause: error })
  }
}

/**
 * The page has hydrated, so links and forms run their JavaScript (modals, client checks, fetchers).
 * The root layout sets `data-hydrated` in the commit in which every hydration-dependent control turned
 * interactive (the router is ready earlier, while e.g. the phone menu is still a #link).
 */
export const hydrated = (page: Page, timeout?: number) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout })

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
