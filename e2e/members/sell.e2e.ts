import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { HTML_BYTES, createAccount, fillSellerApplication, query, signIn } from './account-helpers'

describe('seller onboarding at /sell', () => {
  const browser = useBrowser()

  it('sends signed-out visitors to sign-up as a seller', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/sell`)
    await page.getByRole('heading', { name: 'Start Selling Properties' }).waitFor()
    for (const b of ['Easy Listing', 'Verified Platform', 'Quick Sales']) await page.getByRole('heading', { name: b }).waitFor()
    const link = page.getByRole('link', { name: 'Sign Up to Start Selling' })
    // Without JavaScript the button is a link to seller sign-up (the modal: e2e/site-auth-footer.e2e.ts).
    await expect(link.getAttribute('href')).resolves.toBe('/login?mode=signup&role=seller&redirectTo=%2Fsell')
  })

  it('shows the verification form and its browser checks in Telugu', async () => {
    const seller = await createAccount('seller')
    const page = await browser.newPage()
    await signIn(page, seller.email)
    await page.goto(`${siteUrl}/sell?step=verify&lng=te`)
    const form = page.getByRole('form', { name: 'సెల్లర్ వెరిఫికేషన్' })
    await form.getByLabel('వ్యాపారం పేరు').waitFor()
    await form.getByRole('heading', { name: 'బ్యాంక్ వివరాలు' }).waitFor()
    await page.getByRole('button', { name: 'వెరిఫికేషన్‌కు సబ్మిట్ చేయండి' }).click()
    await form.getByText('PAN కార్డ్ తప్పనిసరి').waitFor()
    const text = (await form.innerText()).toLowerCase()
    for (const english of ['business name', 'bank details', 'documents', 'optional', 'back', 'is required'])
      expect(text, english).not.toContain(english)
  })

  it('uploads the documents with progress, skips a renamed HTML file, and submits the application', async () => {
    const seller = await createAccount('seller')
    const page = await browser.newPage()
    await signIn(page, seller.email)
    await page.goto(`${siteUrl}/sell`)
    await page.getByRole('link', { name: 'Start Verification Process' }).click()
    await page.getByRole('heading', { name: 'Seller Verification' }).waitFor()
    const form = page.getByRole('form', { name: 'Seller Verification' })

    await page.getByRole('button', { name: 'Submit for Verification' }).click()
    await page.getByText('Business name is required').waitFor()
    await page.getByText('PAN Card is required').waitFor()

    await fillSellerApplication(page, { businessType: 'partnership', experience: '6', pan: 'abcde1234f' })
    // An HTML page dressed up as a PDF: skipped with the spec's message, the rest continue.
    await form.getByLabel('GST Certificate (optional)').setInputFiles({ name: 'gst.pdf', mimeType: 'application/pdf', buffer: HTML_BYTES })

    browser.expectConsoleError(/status of 400/)
    await page.getByRole('button', { name: 'Submit for Verification' }).click()
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor()
    await page.getByText('2-3 business days').waitFor()

    const apps = await query<{
      id: number
      pan_number: string
      status: string
      pan_card_id: number | null
      gst_certificate_id: number | null
    }>(
      `select a.id, a.pan_number, a.status, a.pan_card_id, a.gst_certificate_id from seller_applications a join users u on u.id = a.user_id where u.email = $1`,
      [seller.email],
    )
    expect(apps).toHaveLength(1)
    expect(apps[0]).toMatchObject({ pan_number: 'ABCDE1234F', status: 'pending', gst_certificate_id: null })
    expect(apps[0].pan_card_id).not.toBeNull()
    const approvals = await query(`select a.approval_type, a.status from approvals a join users u on u.id = a.user_id where u.email = $1`, [
      seller.email,
    ])
    expect(approvals).toEqual([{ approval_type: 'seller_verification', status: 'pending' }])
    const docs = await query(`select count(*)::int as n from documents d join users u on u.id = d.uploaded_by_id where u.email = $1`, [
      seller.email,
    ])
    expect(docs).toEqual([{ n: 3 }])
  })

  it('shows the skip message for a bad file while the others upload', async () => {
    const seller = await createAccount('seller')
    const page = await browser.newPage()
    await signIn(page, seller.email)
    await page.goto(`${siteUrl}/sell?step=verify`)
    // A renamed HTML file as the address proof; every other field and document is valid.
    await fillSellerApplication(page, { addressProof: { name: 'address.png', mimeType: 'image/png', buffer: HTML_BYTES } })
    browser.expectConsoleError(/status of 400/)
    await page.getByRole('button', { name: 'Submit for Verification' }).click()
    await page.getByText('Address Proof has unsupported file type').waitFor()
    // Documents upload one after another; wait for the rest to finish rather than racing them.
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2)
    await expect.poll(() => page.getByRole('progressbar', { name: 'PAN Card upload progress' }).getAttribute('value')).toBe('100')
    // Nothing is submitted while a required document is missing.
    await expect(page.getByRole('heading', { name: 'Application Submitted!' }).count()).resolves.toBe(0)
  })
})
