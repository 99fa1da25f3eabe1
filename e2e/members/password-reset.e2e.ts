import { describe, expect, it } from 'vitest'
import { siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { PASSWORD, resetLink, signUp, verificationCode } from './sign-up-helpers'
import { waitForMail } from '../support/mail'

const NEUTRAL = 'If an account exists for this email, a reset link has been sent. Please check your inbox.'

describe('forgot and reset password', () => {
  const browser = useBrowser()

  it('resets with the e-mailed link once, ends old sessions, then signs in with the new password', async () => {
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 400/)
    const email = uniqueEmail('reset')
    const page = await browser.newPage()
    await signUp(page, { first: 'Kiran', last: 'Kumar', email, role: 'buyer' })
    await verificationCode(email)

    // A signed-in session that the reset must end.
    const other = await browser.newPage()
    await other.goto(`${siteUrl}/login`)
    await other.getByLabel('Email').fill(email)
    await other.getByLabel('Password').fill(PASSWORD)
    await other.getByRole('button', { name: 'Sign In' }).click()
    await other.waitForURL(`${siteUrl}/`)
    await other.getByText('Hi, Kiran').waitFor()

    await page.goto(`${siteUrl}/login`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL(`${siteUrl}/forgot-password`)
    // The URL changes before React swaps the page in: /login's own Email field could still take the typing.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText(NEUTRAL).waitFor()
    const link = await resetLink(email)
    expect(link.startsWith(`${siteUrl}/reset-password?token=`)).toBe(true)

    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('different')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password must be at least 8 characters long').waitFor()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('alllowercase1!')
    await page.getByLabel('Confirm new password').fill('alllowercase1!')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password must contain at least one uppercase letter').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('Fresh@2026')
    await page.getByLabel('Confirm new password').fill('Fresh@2026')
    const updated = page.getByText('Password updated successfully. You can now sign in.').waitFor()
    await page.getByRole('button', { name: 'Update Password' }).click()
    await updated
    await page.waitForURL(`${siteUrl}/login`)

    // The other browser's session is gone.
    await other.goto(`${siteUrl}/profile`)
    await other.waitForURL(/\/login\?redirectTo=/)

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Fresh@2026')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${siteUrl}/`)
    await page.getByText('Hi, Kiran').waitFor()

    // Single use.
    const again = await browser.newPage()
    await again.goto(link)
    await again.getByLabel('New password', { exact: true }).fill('Another@2026')
    await again.getByLabel('Confirm new password').fill('Another@2026')
    await again.getByRole('button', { name: 'Update Password' }).click()
    await again.getByText('Missing or invalid reset link. Please request a new reset email.').waitFor()
  })

  it('reads access_token too, and a link without a token says so', async () => {
    const email = uniqueEmail('access')
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/reset-password`)
    await page.getByText('Missing or invalid reset link. Please request a new reset email.').waitFor()

    await signUp(page, { first: 'Anil', last: 'Varma', email, role: 'seller' })

    await page.goto(`${siteUrl}/forgot-password`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText(NEUTRAL).waitFor()
    const token = new URL(await resetLink(email)).searchParams.get('token')
    await page.goto(`${siteUrl}/reset-password?access_token=${encodeURIComponent(token!)}`)
    await page.getByLabel('New password', { exact: true }).fill('Access@2026')
    await page.getByLabel('Confirm new password').fill('Access@2026')
    const updated = page.getByText('Password updated successfully. You can now sign in.').waitFor()
    await page.getByRole('button', { name: 'Update Password' }).click()
    await updated
  })

  it('resets with JavaScript off: the page’s own form is not taken for a cross-site write', async () => {
    const email = uniqueEmail('nojs')
    const page = await browser.newPage()
    await signUp(page, { first: 'Sita', last: 'Rao', email, role: 'buyer' })
    await page.goto(`${siteUrl}/forgot-password`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText(NEUTRAL).waitFor()
    const link = await resetLink(email)

    const plain = await browser.newPage({ javaScriptEnabled: false })
    await plain.goto(link)
    await plain.getByLabel('New password', { exact: true }).fill('Plain@2026')
    await plain.getByLabel('Confirm new password').fill('Plain@2026')
    await plain.getByRole('button', { name: 'Update Password' }).click()
    await plain.getByText('Password updated successfully. You can now sign in.').waitFor()
  })

  it('answers an unknown e-mail with the same neutral message and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/forgot-password`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText(NEUTRAL).waitFor()
    await expect(waitForMail(email, { timeoutMs: 2000 })).rejects.toThrow(/no mail/)
  })
})
