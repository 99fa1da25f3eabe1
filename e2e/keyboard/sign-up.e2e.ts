/** Issue 11: signing up as a buyer and as a seller in the dialog, by keyboard alone. */
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hydrated, siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { createUser } from '../support/factory'
import { chooseOption, expectFocused, tabTo, typeInto } from './helpers'

const PASSWORD = 'Strong@123'

/** From the home page: the header's Sign In opens the dialog, and Create an account switches it. */
async function openSignUp(page: Page) {
  await page.goto(`${siteUrl}/`)
  await hydrated(page)
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }), 'header Sign In')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()
  await tabTo(page, dialog.getByRole('link', { name: 'Create an account' }), 'Create an account')
  await page.keyboard.press('Enter')
  await dialog.getByRole('heading', { name: 'Join as Buyer' }).waitFor()
  // The link is gone with the sign-in form: the new form's first field has the focus.
  await expectFocused(page, dialog.getByLabel('First name'), 'sign-up form opened')
  return dialog
}

/** Step 1, starting with the focus on First name. */
async function fillStep1(page: Page, dialog: Locator, email: string) {
  await page.keyboard.type('Kiran')
  await typeInto(page, dialog.getByLabel('Last name'), 'Rao', 'Last name')
  await typeInto(page, dialog.getByLabel('Email'), email, 'Email')
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), PASSWORD, 'Password')
  await typeInto(page, dialog.getByLabel('Confirm password'), PASSWORD, 'Confirm password')
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }), 'Next')
  await page.keyboard.press('Enter')
}

describe('keyboard: sign-up in the dialog', () => {
  const browser = useBrowser()

  it('a buyer: Next, Back, a refused e-mail focused, then Create Account focuses the way on', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 400/)
    const dialog = await openSignUp(page)

    // An e-mail that is taken: the server refuses it later.
    await fillStep1(page, dialog, (await createUser('buyer')).email)
    await dialog.getByText('Buyer Information').waitFor()
    await expectFocused(page, dialog.getByLabel('Phone'), 'step 2 opened')

    // Back returns to step 1 with the focus on its first field, and Next comes back to step 2.
    await tabTo(page, dialog.getByRole('button', { name: 'Back' }), 'Back')
    await page.keyboard.press('Enter')
    await expectFocused(page, dialog.getByLabel('First name'), 'Back to step 1')
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }), 'Next again')
    await page.keyboard.press('Enter')
    await expectFocused(page, dialog.getByLabel('Phone'), 'step 2 again')

    await tabTo(page, dialog.getByLabel(/I accept the/), 'terms')
    await page.keyboard.press('Space')
    await tabTo(page, dialog.getByRole('button', { name: 'Create Account' }), 'Create Account')
    await page.keyboard.press('Enter')
    // Refused: back on step 1, the e-mail field has the focus and is described by its error.
    await dialog.getByText('Email is already registered. Please sign in or use Forgot Password.').waitFor()
    const email = dialog.getByLabel('Email')
    await expectFocused(page, email, 'refused e-mail')
    const errorId = await dialog.getByText('Email is already registered. Please sign in or use Forgot Password.').getAttribute('id')
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId)

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(uniqueEmail('kbd-buyer'))
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }), 'Next after the fix')
    await page.keyboard.press('Enter')
    await expectFocused(page, dialog.getByLabel('Phone'), 'step 2, third time')
    // The terms stay ticked.
    await expect.poll(() => dialog.getByLabel(/I accept the/).isChecked()).toBe(true)
    await tabTo(page, dialog.getByRole('button', { name: 'Create Account' }), 'Create Account again')
    await page.keyboard.press('Enter')
    await dialog.getByText('Account created! Please check your email to verify your account.').waitFor()
    await expectFocused(page, dialog.getByRole('link', { name: 'Go to Email Verification' }), 'account created')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/email-verification\?email=/)
  })

  it('a seller: the Seller tab keeps the focus, and the business type is chosen with the arrow keys', async () => {
    const page = await browser.newPage()
    const dialog = await openSignUp(page)
    await tabTo(page, dialog.getByRole('link', { name: 'Seller', exact: true }), 'Seller tab', { back: true })
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Join as Seller' }).waitFor()
    await expectFocused(page, dialog.getByRole('link', { name: 'Seller', exact: true }), 'Seller tab chosen')

    await tabTo(page, dialog.getByLabel('First name'), 'First name')
    await fillStep1(page, dialog, uniqueEmail('kbd-seller'))
    await dialog.getByText('Business Information').waitFor()
    await expectFocused(page, dialog.getByLabel('Business name'), 'step 2 opened')
    await page.keyboard.type('Rao Homes')
    const type = dialog.getByLabel('Business type')
    await tabTo(page, type, 'Business type')
    await chooseOption(page, type, 'Other', 'Business type')
    await tabTo(page, dialog.getByLabel(/I accept the/), 'terms')
    await page.keyboard.press('Space')
    await tabTo(page, dialog.getByRole('button', { name: 'Create Account' }), 'Create Account')
    await page.keyboard.press('Enter')
    await dialog.getByText('Account created! Please check your email to verify your account.').waitFor()
    await expectFocused(page, dialog.getByRole('link', { name: 'Go to Email Verification' }), 'account created')
  })
})
