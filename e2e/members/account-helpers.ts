import sharp from 'sharp'
import type { Page } from 'playwright-core'

/** A file as Playwright's setInputFiles takes it. */
type FilePayload = { name: string; mimeType: string; buffer: Buffer }
import { signInAt } from '../support/session'

export { MEMBER_PASSWORD as PASSWORD, uniquePhone } from '../support/factory'
import { MEMBER_PASSWORD as PASSWORD } from '../support/factory'

/** A small real PNG (decodable, so the media resizer accepts it as an avatar). */
export const PNG_BYTES = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f6e56' } })
  .png()
  .toBuffer()
/** An HTML page: renamed to .png or .pdf it must still be refused. */
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

export { query } from '../support/db'
export { smsCode } from '../support/mail'
export { createAccount } from '../support/factory'

/**
 * Signs the page's context in with a saved session cookie (no form) and opens the home page, hydrated.
 * The tests of signing in use signInWithForm (e2e/support/session.ts).
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await signInAt(page, { email, password }, '/')
}

/** Fails the test if any answer the page receives contains `secret`. */
export function watchResponsesFor(page: Page, found: string[]) {
  page.on('response', async (response) => {
    try {
      found.push(await response.text())
    } catch {
      // redirects and aborted requests have no body
    }
  })
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES })

/** Fills every required field and document of the seller application on /sell (the page is open and hydrated). */
export async function fillSellerApplication(
  page: Page,
  options: { businessType?: string; pan?: string; experience?: string; addressProof?: FilePayload } = {},
) {
  const form = page.getByRole('form', { name: 'Seller Verification' })
  await form.getByLabel('Business name').fill('Sri Sai Estates')
  await form.getByLabel('Business type').selectOption(options.businessType ?? 'individual')
  await form.getByLabel('Experience (years)').fill(options.experience ?? '4')
  await form.getByLabel('PAN number').fill(options.pan ?? 'ABCDE1234F')
  await form.getByLabel('Address', { exact: true }).fill('Plot 4, MVP Colony')
  await form.getByLabel('Pincode').fill('530017')
  await form.getByLabel('State', { exact: true }).fill('Andhra Pradesh')
  await form.getByLabel('District').fill('Visakhapatnam')
  await form.getByLabel('Mandal').fill('Visakhapatnam Urban')
  await form.getByLabel('Bank account number').fill('987654321098')
  await form.getByLabel('IFSC code').fill('HDFC0001234')
  await form.getByLabel('PAN Card *').setInputFiles(png('pan.png'))
  await form.getByLabel('Address Proof *').setInputFiles(options.addressProof ?? png('address.png'))
  await form.getByLabel('Bank Statement *').setInputFiles(png('statement.png'))
}
