import { describe, expect, it } from 'vitest'
import { cmsUrl, siteUrl, useBrowser } from '../support/browser'
import { waitForMail } from '../support/mail'
import { HTML_BYTES, PNG_BYTES, createAccount, query, signIn } from './account-helpers'

describe('my profile', () => {
  const browser = useBrowser()

  it('edits and saves the profile with an avatar; Cancel restores; values survive a reload', async () => {
    const buyer = await createAccount('buyer')
    const page = await browser.newPage()
    await signIn(page, buyer.email)
    await page.goto(`${siteUrl}/profile`)
    await page.getByRole('heading', { name: 'Test buyer' }).waitFor()
    await page.getByRole('heading', { name: 'Account Information' }).waitFor()

    // Cancel throws the edits away.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('First name').fill('Throwaway')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('heading', { name: 'Test buyer' }).waitFor()

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await expect.poll(() => page.getByLabel('Email').isEditable()).toBe(false)
    await page.getByLabel('First name').fill('')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('First name is required').waitFor()

    await page.getByLabel('First name').fill('Padma')
    await page.getByLabel('Last name').fill('Rao')
    await page.getByLabel('Date of birth').fill('1990-04-12')
    await page.getByLabel('City').fill('Guntur')
    await page.getByLabel('State').fill('Andhra Pradesh')
    await page.getByLabel('Address').fill('12-3 Brodipet')
    await page.getByLabel('Bio').fill('Looking for a 2BHK near the station.')
    await page.getByLabel('Profile image (PNG or JPEG)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Profile updated successfully!').waitFor()

    await page.reload()
    await page.getByRole('heading', { name: 'Padma Rao' }).waitFor()
    for (const text of ['Guntur', 'Andhra Pradesh', '12-3 Brodipet', 'Looking for a 2BHK near the station.']) {
      await page.getByText(text, { exact: true }).first().waitFor()
    }
    await expect(page.locator('img.avatar').count()).resolves.toBe(1)
    const [row] = await query<{ date_of_birth: Date; profile_image_id: number | null }>(
      'select date_of_birth, profile_image_id from users where email = $1',
      [buyer.email],
    )
    expect(row.profile_image_id).not.toBeNull()
    expect(new Date(row.date_of_birth).toISOString().slice(0, 10)).toBe('1990-04-12')
  })

  it("takes an agent's ID proof as a private document and refuses a renamed HTML file", async () => {
    const agent = await createAccount('agent')
    const page = await browser.newPage()
    await signIn(page, agent.email)
    await page.goto(`${siteUrl}/profile`)
    const card = page.getByRole('region', { name: 'ID Proof' })

    await card.getByRole('button', { name: 'Upload ID Proof' }).click()
    await card.getByText('Please choose an ID proof file (PNG, JPG, JPEG, or PDF)').waitFor()

    // Looks like a PNG by name and type; the bytes say HTML.
    browser.expectConsoleError(/status of 400/)
    await card.getByLabel(/ID proof/).setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: HTML_BYTES })
    await card.getByRole('button', { name: 'Upload ID Proof' }).click()
    await card.getByText('Unsupported file type. Allowed: PNG, JPG, JPEG, PDF').first().waitFor()

    await card.getByLabel(/ID proof/).setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await card.getByRole('button', { name: 'Upload ID Proof' }).click()
    await page.getByText('ID proof uploaded successfully. We will review it shortly.').first().waitFor()
    await card.getByText('aadhaar.png').waitFor()
    // The agent's confirmation (spec 001 §7); the support mailbox's notice is checked in the service test.
    const confirmation = await waitForMail(agent.email, { subject: /received your ID proof/ })
    expect(confirmation.text).toContain('aadhaar.png')

    const docs = await query<{ entity_type: string; review_status: string; url: string | null }>(
      `select d.entity_type, d.review_status, d.url from documents d join users u on u.id = d.uploaded_by_id where u.email = $1`,
      [agent.email],
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ entity_type: 'verification', review_status: 'pending' })
    // The file is not readable without the owner's session.
    const url = docs[0].url ?? ''
    const anonymous = await fetch(url.startsWith('http') ? url : `${cmsUrl}${url}`)
    // Refused as a client error (not found or forbidden), never served and never a server error.
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    expect(anonymous.status).toBeLessThan(500)
  })
})
