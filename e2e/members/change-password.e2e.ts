import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { createAccount, signIn, smsCode, watchResponsesFor } from './account-helpers'

describe('change password with a phone OTP', () => {
  const browser = useBrowser()

  it('needs the OTP from the SMS and the current password, then the new password works', async () => {
    const account = await createAccount('buyer')
    const page = await browser.newPage()
    const bodies: string[] = []
    watchResponsesFor(page, bodies)
    await signIn(page, account.email)

    // The user menu's link opens the wizard on the profile page.
    await page.goto(`${siteUrl}/profile?panel=change-password`)
    const panel = page.getByRole('region', { name: 'Change Password' })
    await panel.getByLabel('Phone number').fill('')
    await panel.getByRole('button', { name: 'Send OTP' }).click()
    await panel.getByText('Please enter your phone number').waitFor()

    const before = new Date().toISOString()
    await panel.getByLabel('Phone number').fill(account.phone)
    await panel.getByRole('button', { name: 'Send OTP' }).click()
    await page.getByText('OTP sent to your phone').first().waitFor()
    const code = await smsCode(account.phone, { after: before })

    browser.expectConsoleError(/status of 400/)
    await panel.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000')
    await panel.getByRole('button', { name: 'Verify OTP' }).click()
    await panel.getByText('Invalid OTP').first().waitFor()
    await panel.getByLabel('OTP').fill(code)
    await panel.getByRole('button', { name: 'Verify OTP' }).click()
    await page.getByText('OTP verified successfully').first().waitFor()

    await panel.getByLabel('Current password').fill(account.password)
    await panel.getByLabel('New password', { exact: true }).fill('Newer#Pass77')
    await panel.getByLabel('Confirm new password').fill('Newer#Pass78')
    await panel.getByRole('button', { name: 'Change Password' }).click()
    await panel.getByText('New passwords do not match').waitFor()
    await panel.getByLabel('New password', { exact: true }).fill('short')
    await panel.getByLabel('Confirm new password').fill('short')
    await panel.getByRole('button', { name: 'Change Password' }).click()
    await panel.getByText('Password must be at least 8 characters long').waitFor()

    await panel.getByLabel('New password', { exact: true }).fill('Newer#Pass77')
    await panel.getByLabel('Confirm new password').fill('Newer#Pass77')
    // Success shows for 2 s only: watch from the click on.
    const changed = panel.getByText('Password changed successfully!').first().waitFor()
    await panel.getByRole('button', { name: 'Change Password' }).click()
    await changed
    // Success shows for 2 s, then the panel closes.
    await page.waitForURL(`${siteUrl}/profile`)
    await panel.waitFor({ state: 'detached' })

    // No response ever carried the code.
    expect(bodies.some((b) => b.includes(code))).toBe(false)

    const fresh = await browser.newPage()
    await signIn(fresh, account.email, 'Newer#Pass77')
    await fresh.goto(`${siteUrl}/profile`)
    await fresh.getByRole('heading', { name: 'Test buyer' }).waitFor()
  })
})
