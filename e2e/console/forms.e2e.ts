/** Issue 24, console forms: Add User shows agent fields for agents only, picks the state from a list and can be cancelled. */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { signInToConsole } from '../support/session'

describe('console Add User', () => {
  const browser = useBrowser()

  it('shows the agent fields only for an agent, offers the states as choices, and Cancel goes back to the list', async () => {
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/users/create`)
    await page.getByLabel('First Name').waitFor()
    expect(await page.getByLabel('Agent License Number').count()).toBe(0)
    expect(await page.getByText('Agent Profile').count()).toBe(0)

    await page.getByLabel('User Type').click()
    await page.getByRole('option', { name: 'Agent', exact: true }).click()
    await page.getByLabel('Agent License Number').waitFor()
    await page.getByText('Agent Profile').waitFor()

    await page.getByRole('combobox', { name: 'State' }).click()
    await page.getByRole('option', { name: 'Telangana', exact: true }).click()
    await expect.poll(() => page.getByRole('combobox', { name: 'State' }).textContent(), { timeout: 20_000 }).toContain('Telangana')

    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(/\/admin\/users$/)
  })
})
