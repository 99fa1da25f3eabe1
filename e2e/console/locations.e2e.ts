/**
 * Cities and States in the console: add (with the spec's validation), the Active toggle, edit and
 * delete with their prompts, and the public site's selects following the Active toggle.
 */
import crypto from 'node:crypto'
import { describe, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { signInToConsole } from '../support/session'

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * Types into the list's search and waits until the list has applied it (the URL carries the filter
 * after the input's debounce): a row clicked before that is re-rendered under the click, and the
 * Delete prompt it opened goes with it.
 */
async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text)
  await page.waitForURL((url) => (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q === text)
}

const cityOptions = async (page: Page) => {
  await page.goto(`${siteUrl}/buy?state=Telangana`)
  await page.locator('#filter-city').waitFor()
  return page.locator('#filter-city option').allInnerTexts()
}

describe('admin console: cities and states', () => {
  const browser = useBrowser()

  it('adds a city, toggles it off the public search, edits and deletes it', async () => {
    const name = `Kothagudem ${crypto.randomBytes(3).toString('hex')}`
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/cities/create`)
    await page.getByLabel(/^City Name/).fill(name)
    await choose(page, 'State', 'Telangana')
    await page.getByLabel('Latitude').fill('17.55')
    await page.getByLabel('Longitude').fill('80.61')
    await page.getByLabel('Image URL').fill('not a url')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Image URL must be a valid URL').waitFor()
    await page.getByLabel('Image URL').fill('https://images.example.com/kothagudem.jpg')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('City added successfully!').waitFor()

    if (!(await cityOptions(page)).includes(name)) throw new Error('a new active city is missing from the search select')

    await page.goto(`${siteUrl}/admin/cities`)
    await searchList(page, 'Search cities', name)
    const row = page.getByRole('row', { name: new RegExp(name) })
    await row.getByText('17.5500, 80.6100').waitFor()
    await row.getByRole('switch', { name: `${name} active` }).click()
    await page.getByText('City status updated!').waitFor()
    await row.getByText('Inactive').waitFor()
    if ((await cityOptions(page)).includes(name)) throw new Error('an inactive city is still offered on the site')

    await page.goto(`${siteUrl}/admin/cities`)
    await searchList(page, 'Search cities', name)
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('link', { name: /edit/i })
      .click()
    await page.getByLabel(/^City Name/).fill(`${name} Town`)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('City updated successfully!').waitFor()

    await searchList(page, 'Search cities', `${name} Town`)
    await page
      .getByRole('row', { name: new RegExp(`${name} Town`) })
      .getByRole('button', { name: /delete/i })
      .click()
    await page.getByRole('dialog').getByText('Are you sure you want to delete this city?').waitFor()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click()
    await page.getByText('City deleted successfully!').waitFor()
    await page.getByRole('row', { name: new RegExp(`${name} Town`) }).waitFor({ state: 'detached' })
  })

  it('adds a state with a 2-letter upper-case code, counts it in the summary cards, and warns before deleting', async () => {
    const name = `Test State ${crypto.randomBytes(3).toString('hex')}`
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/states`)
    const total = page.getByTestId('states-total')
    await total.filter({ hasText: /\d/ }).waitFor()
    const before = Number((await total.innerText()).replace(/[^\d]/g, ''))

    await page.getByRole('link', { name: 'Add State' }).click()
    await page.getByLabel(/^State Name/).fill(name)
    await page.getByLabel(/^State Code/).fill('q')
    await choose(page, 'Region', 'Southern')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('State code must be 2 letters').waitFor()
    await page.getByLabel(/^State Code/).fill('qz')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('State added successfully!').waitFor()

    await searchList(page, 'Search states', name)
    const row = page.getByRole('row', { name: new RegExp(name) })
    await row.getByText('QZ').waitFor()
    await page
      .getByTestId('states-total')
      .filter({ hasText: String(before + 1) })
      .waitFor()
    await row.getByRole('switch', { name: `${name} active` }).click()
    await page.getByText('State status updated!').waitFor()

    await row.getByRole('button', { name: /delete/i }).click()
    await page.getByRole('dialog').getByText('This will affect all cities in this state.').waitFor()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click()
    await page.getByText('State deleted successfully!').waitFor()
  })
})
