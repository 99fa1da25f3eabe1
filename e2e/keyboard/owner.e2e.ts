/** Issue 11: an owner's forms by keyboard: Add Property (with its image and map pin), Rent Out, NRI. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { FileChooser, Page } from 'playwright-core'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { PNG_BYTES, createAccount, query } from '../members/account-helpers'
import { chooseOption, expectFocused, signInContext, tabTo, typeInto } from './helpers'

const tag = () => `${Date.now().toString(36)}${process.pid}`

describe('keyboard: an owner’s forms', () => {
  const browser = useBrowser()
  let seller: { email: string; password: string }
  let villa = ''

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
    // No type is chosen at first, and the fields wait for one.
    await expect.poll(() => form.getByRole('radiogroup').getByRole('radio', { checked: true }).count()).toBe(0)
    expect(await form.getByLabel('Property Title').count()).toBe(0)
    // The type is a radio group: Space chooses the focused type, the arrow keys move the choice.
    const firstType = form.getByLabel('Standalone Apartment', { exact: true })
    const villaType = form.getByLabel('Villa', { exact: true })
    await tabTo(page, firstType, 'property type')
    await page.keyboard.press('Space')
    await expect.poll(() => firstType.isChecked()).toBe(true)
    for (const _ of ['Gated Apartment', 'Independent House', 'Villa']) await page.keyboard.press('ArrowRight')
    await expectFocused(page, villaType, 'Villa')
    await expect.poll(() => villaType.isChecked()).toBe(true)

    await typeInto(page, form.getByLabel('Property Title'), title, 'Title')
    await typeInto(page, form.getByLabel('Description', { exact: true }), 'A villa listed without a mouse.', 'Description')
    await typeInto(page, form.getByLabel('Area (sqft)', { exact: true }), '2400', 'Area')
    await typeInto(page, form.getByLabel('Bedrooms', { exact: true }), '3', 'Bedrooms')
    await typeInto(page, form.getByLabel('Sale Price (₹)'), '12500000', 'Price')
    await tabTo(page, form.getByLabel('Garden', { exact: true }), 'Garden')
    await page.keyboard.press('Space')
    await expect.poll(() => form.getByLabel('Garden', { exact: true }).isChecked()).toBe(true)

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
    await expect.poll(() => map.getAttribute('aria-describedby')).toBe('pin-map-keys')
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
    // Space opens the native picker; the picker itself is outside the page, so the file is chosen
    // through Playwright's handle on it. Playwright takes the picker over only once something listens,
    // and turning that on is a round trip: the listener is in place before the key is pressed.
    const picker = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve))
    await tabTo(page, images, 'Upload Images')
    await page.keyboard.press('Space')
    await (await picker).setFiles({ name: 'keyboard.png', mimeType: 'image/png', buffer: PNG_BYTES })
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
    villa = title
  }, 180_000)

  // Available From is a date field: Tab stops on its day, month and year and on its calendar button,
  // and each stop shows the ring (app.css, input[type='date']:focus-within).
  it('Rent Out: each step opens on its first field, Back too, a mistake is focused, and it lists the villa', async () => {
    expect(villa, 'the Add Property walk made the villa').not.toBe('')
    const page = await ownerPage('/rent-property')
    const property = page.getByLabel('Property', { exact: true })
    await tabTo(page, property, 'Property')
    await chooseOption(page, property, new RegExp(`^${villa}`), 'Property')
    const next = page.getByRole('button', { name: 'Continue' })
    await tabTo(page, next, 'Continue')
    await page.keyboard.press('Enter')
    const rent = page.getByLabel('Monthly Rent (₹)')
    await expectFocused(page, rent, 'step 2')

    // Continue with nothing filled: the first mistake has the focus and is described by its message.
    await tabTo(page, next, 'Continue on step 2')
    await page.keyboard.press('Enter')
    await expectFocused(page, rent, 'rent missing')
    const describedBy = await rent.getAttribute('aria-describedby')
    expect(describedBy).toBe('rent-monthly_rent-error')
    await page.locator(`#${describedBy}`).waitFor()

    await page.keyboard.type('35000')
    await typeInto(page, page.getByLabel('Security Deposit (₹)'), '70000', 'Deposit')
    await tabTo(page, page.getByLabel('Available From'), 'Available From')
    await page.keyboard.type('01152031')
    await tabTo(page, page.getByLabel('Family'), 'Family')
    await page.keyboard.press('Space')

    // Back to step 1 and forward again.
    await tabTo(page, page.getByRole('button', { name: 'Back', exact: true }), 'Back')
    await page.keyboard.press('Enter')
    await expectFocused(page, property, 'Back to step 1')
    await tabTo(page, next, 'Continue again')
    await page.keyboard.press('Enter')
    await expectFocused(page, rent, 'step 2 again')
    await tabTo(page, next, 'Continue to step 3')
    await page.keyboard.press('Enter')
    await expectFocused(page, page.getByLabel('No smoking'), 'step 3')
    await tabTo(page, page.getByRole('button', { name: 'List for Rent' }), 'List for Rent')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}/property-management/my-properties`)
    await page.getByText('Property listed for rent successfully!').waitFor()
    const [row] = await query<{ listing_type: string; available_from: string }>(
      `select listing_type, to_char(available_from at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as available_from from properties where title = $1`,
      [villa],
    )
    expect(row).toEqual({ listing_type: 'RENT', available_from: '2031-01-15' })
  }, 120_000)

  it('NRI: a missing title is focused; the filled form is sent', async () => {
    const page = await ownerPage('/add-nri-property')
    const title = page.getByLabel('Property Title')
    const submit = page.getByRole('button', { name: 'Submit', exact: true })
    await tabTo(page, submit, 'Submit')
    await page.keyboard.press('Enter')
    await expectFocused(page, title, 'title missing')
    await expect.poll(() => title.getAttribute('aria-describedby')).toBe('nri-title-error')

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
