import { describe, it } from 'vitest'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { signInToConsole } from '../support/session'

async function choose(page: Page, label: string, option: string) {
  // react-admin appends ' *' to required labels.
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * Searches the users list and waits until the list is the search's: the box applies after a pause, and
 * a row found before that (a new user heads the unfiltered list too) is re-rendered when the search
 * lands, taking an open confirm dialog with it.
 */
async function searchUsers(page: Page, text: string) {
  await page.getByPlaceholder(/search/i).fill(text)
  await page.waitForURL((url) => (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q === text)
  await page.getByRole('row', { name: new RegExp(text) }).waitFor()
}

describe('admin console: users resource', () => {
  const browser = useBrowser()

  it('creates, edits and deletes a user through the console', async () => {
    const page = await browser.newPage()
    await signInToConsole(page)

    const email = uniqueEmail('console')
    await page.goto(`${siteUrl}/admin/users/create`)
    await page.getByLabel('First Name').fill('Padma')
    await page.getByLabel('Last Name').fill('Rao')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill('Strong@123')
    await choose(page, 'User Type', 'Seller')
    await choose(page, 'Status', 'Active')
    await choose(page, 'Verification Status', 'Pending')
    // The Documents section: profile image, ID document, address document (in that order).
    const idProof = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    await page.locator('input[type="file"]').nth(1).setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: idProof })
    await page.getByRole('button', { name: 'Create User' }).click()
    await page.getByText('User created successfully!').waitFor()

    await page.goto(`${siteUrl}/admin/users`)
    await searchUsers(page, email)
    await page.getByText(email).click()
    await page.getByText('User Details').first().waitFor()
    // Documents tab: the private ID proof opens inside the console through the access-checked route.
    await page.getByRole('tab', { name: 'Documents' }).click()
    await page.getByRole('cell', { name: 'aadhaar.png', exact: true }).waitFor()
    await page.getByRole('button', { name: 'View aadhaar.png' }).click()
    await page.getByRole('dialog').getByRole('img', { name: 'aadhaar.png' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('link', { name: /edit/i }).first().click()
    await choose(page, 'Status', 'Inactive')
    await page.getByRole('button', { name: 'Update User' }).click()
    await page.getByText('User updated successfully!').waitFor()

    await page.goto(`${siteUrl}/admin/users`)
    await searchUsers(page, email)
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByText('Inactive')
      .waitFor()
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('button', { name: /delete/i })
      .click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click()
    await page.getByText('User deleted successfully!').waitFor()
    await page.getByText(email).waitFor({ state: 'detached' })
  })
})
