import type { Locator, Page } from 'playwright-core'
import { waitForMail } from '../support/mail'

export const PASSWORD = 'Strong@123'

/** A 1×1 PNG: a real image, as its bytes say. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

/** Fills step 1 of the sign-up form (inside `scope`: the dialog or the page). */
export async function fillPersonal(
  scope: Locator | Page,
  person: { first: string; last: string; email: string; password?: string; confirm?: string },
) {
  await scope.getByLabel('First name').fill(person.first)
  await scope.getByLabel('Last name').fill(person.last)
  await scope.getByLabel('Email').fill(person.email)
  await scope.getByLabel('Password', { exact: true }).fill(person.password ?? PASSWORD)
  await scope.getByLabel('Confirm password').fill(person.confirm ?? person.password ?? PASSWORD)
}

/** Signs up on /login as a buyer, or as a seller of business type Other, and waits for the answer. */
export async function signUp(page: Page, person: { first: string; last: string; email: string; role: 'buyer' | 'seller' }) {
  await page.goto(`${process.env.E2E_SITE_URL ?? 'http://localhost:3000'}/login?mode=signup&role=${person.role}`)
  await fillPersonal(page, person)
  await page.getByRole('button', { name: 'Next' }).click()
  if (person.role === 'seller') await page.getByLabel('Business type').selectOption('Other')
  await page.getByLabel(/I accept the/).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.getByText('Account created! Please check your email to verify your account.').waitFor()
}

/** The 6-digit code from the newest verification mail to `email` (read from the SMTP catcher only). */
export async function verificationCode(email: string, after?: number): Promise<string> {
  const mail = await waitForMail(email, { subject: /Verify your email/, after })
  const code = /code is (\d{6})/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in the mail to ${email}`)
  return code
}

/** The reset link from the newest reset mail to `email`. */
export async function resetLink(email: string, after?: number): Promise<string> {
  const mail = await waitForMail(email, { subject: /Reset your Gruha password/, after })
  const link = /(https?:\/\/[^\s"<>]+\/reset-password\?token=[\w%-]+)/.exec(mail.text)?.[1]
  if (!link) throw new Error(`no reset link in the mail to ${email}`)
  return link
}

/** Reads the test database directly, to check what was stored. */
export { query } from '../support/db'
