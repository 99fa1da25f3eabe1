import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { PASSWORD, PNG_BYTES, fillPersonal, query, verificationCode } from './sign-up-helpers'
import { createUser } from '../support/factory'

describe('sign-up in the modal, by role, then e-mail verification', () => {
  const browser = useBrowser()

  it('a seller joins from the Sell menu item: bad input on each step, verifies the e-mail, signs in', async () => {
    const page = await browser.newPage()
    const email = uniqueEmail('seller')
    await page.goto(siteUrl)
    // The menu item opens the modal once the page has hydrated (before, it is a link to /login).
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign In as Seller' }).waitFor()
    await dialog.getByRole('link', { name: 'Create an account' }).click()
    await dialog.getByRole('heading', { name: 'Join as Seller' }).waitFor()

    // Step 1: every rule, only the first password failure.
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('First name is required').waitFor()
    await dialog.getByText('Last name is required').waitFor()
    await dialog.getByText('Email is required').waitFor()
    await dialog.getByText('Password is required').waitFor()
    await fillPersonal(dialog, { first: 'Sravani', last: 'Naidu', email: 'not-an-email', password: 'short', confirm: 'other' })
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Email is invalid').waitFor()
    await dialog.getByText('Password must be at least 8 characters long').waitFor()
    await dialog.getByText('Passwords do not match').waitFor()
    await expect.poll(() => dialog.getByText('Password must contain at least one uppercase letter').count()).toBe(0)
    const emailInput = dialog.getByLabel('Email')
    await expect.poll(() => emailInput.getAttribute('aria-describedby')).toBe(await dialog.getByText('Email is invalid').getAttribute('id'))
    await fillPersonal(dialog, { first: 'Sravani', last: 'Naidu', email })
    await dialog.getByRole('button', { name: 'Next' }).click()

    // Step 2: business information; the submit stays disabled until the terms are ticked.
    await dialog.getByText('Business Information').waitFor()
    const create = dialog.getByRole('button', { name: 'Create Account' })
    await expect.poll(() => create.isDisabled()).toBe(true)
    await dialog.getByLabel(/I accept the/).check()
    await create.click()
    await dialog.getByText('Business type is required').waitFor()
    await dialog.getByLabel('Business name').fill('Naidu Constructions')
    await dialog.getByLabel('Business type').selectOption('Construction Company')
    await create.click()

    await dialog.getByText('Account created! Please check your email to verify your account.').waitFor()
    await dialog.getByRole('link', { name: 'Go to Email Verification' }).waitFor()
    await dialog.getByRole('link', { name: 'Back to Sign In' }).waitFor()
    // Redirects by itself after 2 s.
    await page.waitForURL(`${siteUrl}/email-verification?email=${encodeURIComponent(email)}`)

    const [stored] = await query<{ business_name: string; business_type: string; email_verified: boolean; role: string }>(
      'select business_name, business_type, email_verified, role from users where email = $1',
      [email],
    )
    expect(stored).toEqual({
      business_name: 'Naidu Constructions',
      business_type: 'Construction Company',
      email_verified: false,
      role: 'seller',
    })

    await page.getByLabel('Verification code').fill(await verificationCode(email))
    await page.getByRole('button', { name: 'Verify Email' }).click()
    await page
      .getByText('Your email has been successfully verified! You can now sign in to your account. Redirecting to homepage...')
      .waitFor()
    await page.waitForURL(`${siteUrl}/`)
    expect((await query('select email_verified from users where email = $1', [email]))[0]).toEqual({ email_verified: true })

    // Sign in from the modal: success panel, then the seller's home.
    await page.getByRole('link', { name: 'Sign In' }).click()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill(PASSWORD)
    const welcomed = dialog.getByText('Welcome back!').waitFor()
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await welcomed
    await page.waitForURL(`${siteUrl}/my-properties`)
    await page.getByText('Hi, Sravani').waitFor()
    await expect.poll(() => page.locator('.email-banner').count()).toBe(0)
  })

  it('an agent joins with a private ID proof; a renamed HTML file is refused; the account waits for approval', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 401/)
    const email = uniqueEmail('agent')
    await page.goto(siteUrl)
    // The menu item opens the modal once the page has hydrated (before, it is a link to /login).
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agent' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign In as Agent' }).waitFor()
    await dialog.getByRole('link', { name: 'Create an account' }).click()
    await dialog.getByRole('heading', { name: 'Join as Agent' }).waitFor()
    await fillPersonal(dialog, { first: 'Ravi', last: 'Teja', email, password: 'nouppercase1!' })
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Password must contain at least one uppercase letter').waitFor()
    await fillPersonal(dialog, { first: 'Ravi', last: 'Teja', email })
    await dialog.getByRole('button', { name: 'Next' }).click()

    await dialog.getByText('Professional Information').waitFor()
    await dialog.getByLabel(/I accept the/).check()
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    for (const message of [
      'Experience level is required',
      'Specialization is required',
      'Phone number is required',
      'City is required',
      'State is required',
      'ID proof is required',
    ]) {
      await dialog.getByText(message).waitFor()
    }
    await dialog.getByLabel('Experience level').selectOption('3-5')
    await dialog.getByLabel('Specialization').selectOption('Residential Sales')
    await dialog.getByLabel('Phone').fill('98480 22338')
    await dialog.getByLabel('City').fill('Vijayawada')
    await dialog.getByLabel('State').selectOption('Andhra Pradesh')

    // An HTML page named .png passes the browser's check (name and type) but not the server's (bytes).
    await dialog
      .getByLabel('ID proof')
      .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>hi</body></html>') })
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await dialog.getByText('Unsupported file type. Allowed: PNG, JPG, JPEG, PDF').first().waitFor()
    expect(await query('select id from users where email = $1', [email])).toEqual([])

    await dialog.getByLabel('ID proof').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await dialog.getByText('Account created! Please check your email to verify your account.').waitFor()

    const [agent] = await query<{
      id: number
      verification_status: string
      experience_years: string
      specialization: string
      phone_number: string
      city: string
      state: string
    }>('select id, verification_status, experience_years, specialization, phone_number, city, state from users where email = $1', [email])
    expect(agent).toMatchObject({
      verification_status: 'pending',
      specialization: 'Residential Sales',
      city: 'Vijayawada',
      state: 'Andhra Pradesh',
    })
    expect(agent.phone_number.replace(/\D/g, '')).toMatch(/9848022338$/)
    expect(Number(agent.experience_years)).toBe(3)
    const docs = await query<{
      entity_type: string
      document_category: string
      review_status: string
      mime_type: string
      filename: string
    }>('select entity_type, document_category, review_status, mime_type, filename from documents where uploaded_by_id = $1', [agent.id])
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      entity_type: 'verification',
      document_category: 'id_proof',
      review_status: 'pending',
      mime_type: 'image/png',
    })
    // Private: a visitor cannot download it.
    const download = await fetch(`${process.env.E2E_CMS_URL}/cms/api/documents/file/${encodeURIComponent(docs[0].filename)}`)
    expect(download.status).toBe(403)

    // Verify the e-mail, then sign in: the account waits for an admin.
    await page.goto(`${siteUrl}/email-verification?email=${encodeURIComponent(email)}`)
    await page.getByLabel('Verification code').fill(await verificationCode(email))
    await page.getByRole('button', { name: 'Verify Email' }).click()
    await page.getByText(/successfully verified/).waitFor()
    await page.goto(`${siteUrl}/login?mode=signin&role=agent`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Your account is pending verification. Please wait for admin approval or contact support.').waitFor()
  })

  it('a buyer: "already exists" returns to step 1; a wrong code shows Try Again; Resend really sends', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 400/)
    browser.expectConsoleError(/status of 400/)
    const email = uniqueEmail('buyer')
    await page.goto(siteUrl)
    await page.getByRole('link', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()
    await dialog.getByRole('link', { name: 'Create an account' }).click()
    await dialog.getByRole('heading', { name: 'Join as Buyer' }).waitFor()

    const taken = await createUser('buyer')
    await fillPersonal(dialog, { first: 'Test', last: 'Buyer', email: taken.email })
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Buyer Information').waitFor()
    await dialog.getByLabel(/I accept the/).check()
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await dialog.getByText('An account with this email already exists. Please sign in or use forgot password.').waitFor()
    await dialog.getByText('Email is already registered. Please sign in or use Forgot Password.').waitFor()
    // Back on step 1, with what was typed kept.
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('Test')
    await expect.poll(() => dialog.getByRole('button', { name: 'Next' }).isVisible()).toBe(true)

    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await dialog.getByText('Account created! Please check your email to verify your account.').waitFor()
    await dialog.getByRole('link', { name: 'Go to Email Verification' }).click()
    await page.waitForURL(/\/email-verification\?email=/)
    const first = await verificationCode(email)

    await page.getByLabel('Verification code').fill(first === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify Email' }).click()
    await page.getByText('Failed to verify email. Please check your OTP and try again.').waitFor()
    await page.getByRole('link', { name: 'Go to Homepage' }).waitFor()
    await page.getByRole('button', { name: 'Try Again' }).click()

    // Digits only, at most 6.
    await page.getByLabel('Verification code').fill('12ab34-5678')
    await expect.poll(() => page.getByLabel('Verification code').inputValue()).toBe('123456')

    // Mail leaves through the jobs queue, so the first code can land after Create Account returned:
    // the resent code is the one mailed after Resend is pressed (the first one has arrived by now).
    const resentAt = Date.now()
    await page.getByRole('button', { name: 'Resend Code' }).click()
    await page.getByRole('button', { name: 'Sent!' }).waitFor()
    const second = await verificationCode(email, resentAt)
    await page.getByLabel('Verification code').fill(second)
    await page.getByRole('button', { name: 'Verify Email' }).click()
    await page.getByText(/successfully verified/).waitFor()
    await page.waitForURL(`${siteUrl}/`)
  })

  it('works without JavaScript: both steps post at once, sign-in lands home, and the yellow banner resends', async () => {
    const email = uniqueEmail('nojs')
    const plain = await browser.newPage({ javaScriptEnabled: false })
    await plain.goto(siteUrl)
    await plain.getByRole('link', { name: 'Sign In' }).click()
    await plain.waitForURL(/\/login\?mode=signin&role=buyer/)
    await plain.getByRole('link', { name: 'Create an account' }).click()
    await plain.getByRole('heading', { name: 'Join as Buyer' }).waitFor()
    await fillPersonal(plain, { first: 'Padma', last: 'Rao', email })
    await plain.getByLabel(/I accept the/).check()
    await plain.getByRole('button', { name: 'Create Account' }).click()
    await plain.getByText('Account created! Please check your email to verify your account.').waitFor()
    await verificationCode(email)

    // Sign-in is allowed before verifying (buyers and sellers); the banner asks for it.
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${siteUrl}/`)
    const banner = page.getByRole('region', { name: 'Email verification' })
    await banner.waitFor()
    const before = Date.now()
    await banner.getByRole('button', { name: 'Resend Email' }).click()
    await banner.getByRole('button', { name: 'Sent!' }).waitFor()
    await verificationCode(email, before)
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => banner.count()).toBe(0)
  })
})
