import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import sharp from 'sharp'
import type { FilePayload, Page } from 'playwright-core'
import { cmsUrl, hydrated, siteUrl, uniqueEmail, waitToLeave } from '../support/browser'

export const PASSWORD = 'Strong@123'

/** A small real PNG (decodable, so the media resizer accepts it as an avatar). */
export const PNG_BYTES = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f6e56' } })
  .png()
  .toBuffer()
/** An HTML page: renamed to .png or .pdf it must still be refused. */
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

export const uniquePhone = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`

export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as T[]
  } finally {
    await client.end()
  }
}

let adminToken: string | undefined

/** A Payload token for the demo admin: /cms/api is for staff only (ADR 7). */
async function adminAuthorization(): Promise<string> {
  if (!adminToken) {
    const response = await fetch(`${cmsUrl}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@gruha.local', password: 'Admin@12345' }),
    })
    if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`)
    adminToken = ((await response.json()) as { token: string }).token
  }
  return `JWT ${adminToken}`
}

/**
 * A fresh account, made by the admin through Payload's REST API (so the demo accounts other tests
 * use stay untouched); agents are then marked approved with a verified e-mail, as an admin would.
 */
export async function createAccount(role: 'buyer' | 'seller' | 'agent', phone = uniquePhone()) {
  const email = uniqueEmail(`b-${role}`)
  const response = await fetch(`${cmsUrl}/cms/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: await adminAuthorization() },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      first_name: 'Test',
      last_name: role,
      role,
      phone_number: phone,
      terms_accepted: true,
    }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  await query(`update users set email_verified = true, verification_status = $2 where email = $1`, [
    email,
    role === 'agent' ? 'verified' : 'pending',
  ])
  return { email, phone, password: PASSWORD }
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${siteUrl}/login`)
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await waitToLeave(page, '/login')
  // Signing in reloads the document; the tests start from the page as it is once hydrated (what a
  // click before that does is site-gaps.e2e.ts's own test).
  await hydrated(page)
}

/** The newest code texted to `phone`, read from the dev SMS log (never from a response). */
export async function smsCode(phone: string, options: { after?: string; timeoutMs?: number } = {}): Promise<string> {
  const file = process.env.E2E_SMS_LOG
  if (!file) throw new Error('E2E_SMS_LOG is not set: run browser tests through `npm run test:e2e`')
  const until = Date.now() + (options.timeoutMs ?? 10_000)
  while (Date.now() < until) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : []
    for (const line of lines.reverse()) {
      const [at, to, text] = line.split('\t')
      if (to?.replace(/\D/g, '').endsWith(phone.slice(-10)) && (!options.after || at > options.after)) {
        const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
        if (code) return code
      }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS to ${phone}`)
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
