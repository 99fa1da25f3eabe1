import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

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
 * test unless the test says it expects it.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const consoleErrors: string[] = []
  const expectedErrors: RegExp[] = []

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
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
