import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { sql } from '../support/db'
import { createListing, createUser, uniq } from '../support/factory'

/** Posts the save form as a browser without JavaScript would (a plain form submission). */
async function postSaveForm(page: Page, propertyId: number, intent: 'save' | 'unsave', redirectTo: string) {
  await page.evaluate(
    ({ propertyId, intent, redirectTo }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/resources/saved-properties'
      for (const [name, value] of Object.entries({ propertyId: String(propertyId), intent, redirectTo })) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        form.appendChild(input)
      }
      document.body.appendChild(form)
      // Marks this document, so the test can tell when the post has landed on a new one.
      ;(window as Window & { __beforeSave?: boolean }).__beforeSave = true
      // After this call returns, so the navigation does not cut the evaluation short.
      setTimeout(() => form.submit(), 0)
    },
    { propertyId, intent, redirectTo },
  )
  await page.waitForFunction(() => !(window as Window & { __beforeSave?: boolean }).__beforeSave)
  await page.waitForLoadState('load')
}

describe('saved properties', () => {
  const browser = useBrowser()

  it('a visitor who tries to save is sent to sign in', async () => {
    const [property] = await sql<{ id: number }>(`select id from properties where status = 'active' order by id limit 1`)
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/agents`)
    await postSaveForm(page, property.id, 'save', '/agents')
    await page.waitForURL(/\/login\?redirectTo=%2Fagents/)
  })

  it('a buyer saves a property, sees it on /saved-properties and un-saves it with the heart', async () => {
    // Its own buyer and listing: another file's listing could change state under this test.
    const [buyer, seller] = await Promise.all([createUser('buyer'), createUser('seller')])
    const title = `Saved villa ${uniq()}`
    const property = await createListing(seller, { title, description: `Kept for the saved list ${uniq()}.` })
    const page = await browser.newPage()
    await signInAt(page, buyer, '/saved-properties')
    await page.getByRole('heading', { name: 'Saved Properties' }).waitFor()

    // Saving twice (a double submit) keeps one row and no error.
    await postSaveForm(page, property.id, 'save', '/saved-properties')
    await page.waitForURL(`${siteUrl}/saved-properties`)
    await postSaveForm(page, property.id, 'save', '/saved-properties')
    await page.waitForURL(`${siteUrl}/saved-properties`)
    const card = page.locator(`[data-property-id="${property.id}"]`)
    await card.getByRole('link', { name: title }).waitFor()
    const rows = await sql(
      `select sp.id from saved_properties sp join users u on u.id = sp.user_id where u.id = $2 and sp.property_id = $1`,
      [property.id, buyer.id],
    )
    expect(rows).toHaveLength(1)

    // The heart un-saves through a fetcher; the list refreshes without a page load.
    const heart = card.getByRole('button', { name: 'Remove from saved properties' })
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await heart.click()
    await card.waitFor({ state: 'detached' })
    expect(
      await sql(`select sp.id from saved_properties sp join users u on u.id = sp.user_id where u.id = $2 and sp.property_id = $1`, [
        property.id,
        buyer.id,
      ]),
    ).toHaveLength(0)
  })

  it('visitors cannot open /saved-properties', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/saved-properties`)
    await page.waitForURL(/\/login\?redirectTo=%2Fsaved-properties/)
  })
})
