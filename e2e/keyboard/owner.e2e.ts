/** Issue 11: an owner's forms by keyboard: Add Property (with its image and map pin) and NRI. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { PNG_BYTES, createAccount, query } from '../accounts-b/helpers'
import { chooseOption, expectFocused, signInContext, tabTo, typeInto } from './helpers'

const tag = () => `${Date.now().toString(36)}${process.pid}`

describe('keyboard: an owner’s forms', () => {
  const browser = useBrowser()
  let seller: { email: string; password: string }

  beforeAll(async () => {
    // A verified seller of their own, so the demo seller's listings stay as other tests expect.
    seller = await createAccount('seller')
    await query(`update users set verification_status = 'verified' where email = $1`, [seller.email])
  })

  async function ownerPage(path: string): Promise<Page> {
    const page = await browser.newPage()
    await signInContext(page.context(), seller.email, seller.password)
    await page.goto(`${siteUrl}${path}`)
    await hydrated(page)
    return page
  }

  it('Add Property: type, fields, amenities, location, a pin set with Enter, an image, and submit', async () => {
    const page = await ownerPage('/add-property')
    const title = `Keyboard Villa ${tag()}`
    const form = page.locator('form.property-editor')
    // The type is a radio group: the arrow keys choose within it.
    const villaType = form.getByLabel('Villa', { exact: true })
    await tabTo(page, form.getByRole('radiogroup').getByRole('radio', { checked: true }), 'property type')
    await expectFocused(page, villaType, 'the chosen type, Villa')
    await page.keyboard.press('ArrowRight')
    expect(await villaType.isChecked()).toBe(false)
    await page.keyboard.press('ArrowLeft')
    await expectFocused(page, villaType, 'Villa again')
    expect(await villaType.isChecked()).toBe(true)

    await typeInto(page, form.getByLabel('Property Title'), title, 'Title')
    await typeInto(page, form.getByLabel('Description', { exact: true }), 'A villa listed without a mouse.', 'Description')
    await typeInto(page, form.getByLabel('Area (sqft)', { exact: true }), '2400', 'Area')
    await typeInto(page, form.getByLabel('Bedrooms', { exact: true }), '3', 'Bedrooms')
    await typeInto(page, form.getByLabel('Sale Price (₹)'), '12500000', 'Price')
    await tabTo(page, form.getByLabel('Garden', { exact: true }), 'Garden')
    await page.keyboard.press('Space')
    expect(await form.getByLabel('Garden', { exact: true }).isChecked()).toBe(true)

    const state = form.getByLabel('State', { exact: true })
    await tabTo(page, state, 'State')
    await chooseOption(page, state, 'Telangana', 'State')
    await typeInto(page, form.getByLabel('District', { exact: true }), 'Rangareddy', 'District')
    await typeInto(page, form.getByLabel('Mandal', { exact: true }), 'Serilingampally', 'Mandal')
    await typeInto(page, form.getByLabel('City', { exact: true }), 'Hyderabad', 'City')
    await typeInto(page, form.getByLabel('Address', { exact: true }), 'Plot 9, Kokapet', 'Address')

    // The map: a labelled group holding the map, which says how to use it from the keyboard.
    const group = page.getByRole('group', { name: 'Property location' })
    const map = group.getByRole('application', { name: 'Property location' })
    await tabTo(page, map, 'map')
    expect(await map.getAttribute('aria-describedby')).toBe('pin-map-keys')
    await expect.poll(() => page.getByTestId('pin-coordinates').innerText()).toBe('No pin set yet.')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('pin-coordinates').innerText()).toMatch(/^Pin: \d+\.\d+, \d+\.\d+$/)
    const first = await page.getByTestId('pin-coordinates').innerText()
    // The arrow keys pan; Space sets the pin again at the new centre.
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Space')
    await expect.poll(() => page.getByTestId('pin-coordinates').innerText()).not.toBe(first)
    await expectFocused(page, map, 'pin set')

    // The image input is hidden behind its button-like label, which shows the ring.
    const images = page.locator('#property-images')
    await tabTo(page, images, 'Upload Images')
    // The native picker is outside the page, beyond page.keyboard: the file is handed to the input.
    await images.setInputFiles({ name: 'keyboard.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await page.getByText('keyboard.png').waitFor()

    await tabTo(page, form.getByRole('button', { name: 'Add Property' }), 'Add Property')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}/my-properties`)
    await page.getByText('Property added successfully!').waitFor()
    const [row] = await query<{ latitude: number | null; images: string }>(
      `select p.latitude, (select count(*) from properties_rels r where r.parent_id = p.id and r.path = 'images')::text as images
         from properties p where p.title = $1`,
      [title],
    )
    expect(row).toMatchObject({ images: '1' })
    expect(row!.latitude).not.toBeNull()
  }, 180_000)

  it('NRI: a missing title is focused; the filled form is sent', async () => {
    const page = await ownerPage('/add-nri-property')
    const title = page.getByLabel('Property Title')
    const submit = page.getByRole('button', { name: 'Submit', exact: true })
    await tabTo(page, submit, 'Submit')
    await page.keyboard.press('Enter')
    await expectFocused(page, title, 'title missing')
    expect(await title.getAttribute('aria-describedby')).toBe('nri-title-error')

    const nri = `Keyboard NRI ${tag()}`
    await page.keyboard.type(nri)
    const type = page.getByLabel('Property Type')
    await tabTo(page, type, 'Property Type')
    await chooseOption(page, type, 'Apartment', 'Property Type')
    await tabTo(page, page.getByLabel('Gym'), 'Gym')
    await page.keyboard.press('Space')
    const state = page.getByLabel('State', { exact: true })
    await tabTo(page, state, 'State')
    await chooseOption(page, state, 'Andhra Pradesh', 'State')
    await typeInto(page, page.getByLabel('City', { exact: true }), 'Vijayawada', 'City')
    await typeInto(page, page.getByLabel('Address', { exact: true }), '12 MG Road, Labbipet', 'Address')
    await tabTo(page, submit, 'Submit again')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}/property-management/my-properties`)
    await page.getByText('Property added successfully! Our team will contact you within 24 hours.').waitFor()
    expect(await query(`select id from nri_requests where title = $1`, [nri])).toHaveLength(1)
  }, 120_000)
})
