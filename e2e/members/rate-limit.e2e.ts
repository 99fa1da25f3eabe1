import { describe, expect, it } from 'vitest'
import { siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { waitForMail } from '../support/mail'

describe('rate limits', () => {
  const browser = useBrowser()

  it('a fourth reset request for one account within 15 minutes gets 429 with the message, and no mail', async () => {
    browser.expectConsoleError(/status of 429/)
    const email = uniqueEmail('limited')
    const page = await browser.newPage()
    for (let i = 0; i < 3; i++) {
      await page.goto(`${siteUrl}/forgot-password`)
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send Reset Link' }).click()
      await page.getByText('If an account exists for this email, a reset link has been sent. Please check your inbox.').waitFor()
    }
    await page.goto(`${siteUrl}/forgot-password`)
    await page.getByLabel('Email').fill(email)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/forgot-password')),
      page.getByRole('button', { name: 'Send Reset Link' }).click(),
    ])
    expect(response.status()).toBe(429)
    await page.getByText('Too many attempts. Please try again in 15 minutes.').waitFor()
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email)
  })

  it('repeated wrong passwords for one account are refused with 429 before the password is even checked', async () => {
    browser.expectConsoleError(/status of 401/)
    browser.expectConsoleError(/status of 429/)
    const email = uniqueEmail('guess')
    // Straight HTTP, as a script would: no JavaScript flag, so answers are the page's.
    const attempt = () =>
      fetch(`${siteUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: siteUrl },
        body: new URLSearchParams({ intent: 'signin', email, password: 'Wrong@12345' }),
        redirect: 'manual',
      })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Too many attempts. Please try again in')

    // In the browser the same account shows the message.
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Right@12345')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText(/Too many attempts\. Please try again in \d+ minutes?\./).waitFor()
    await expect(waitForMail(email, { timeoutMs: 500 })).rejects.toThrow(/no mail/)
  })
})
