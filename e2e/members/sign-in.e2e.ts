import { describe, expect, it } from 'vitest'
import { siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { createUser } from '../support/factory'

describe('sign-up, sign-in and sign-out', () => {
  const browser = useBrowser()

  it('a visitor signs up as a buyer, signs in and signs out', async () => {
    const page = await browser.newPage()
    const email = uniqueEmail('buyer')
    await page.goto(`${siteUrl}/login?mode=signup&role=buyer`)
    await expect(page.getByRole('heading', { name: 'Join as Buyer' }).isVisible()).resolves.toBe(true)

    // Bad input first: the spec's messages, from the shared schema (step 1, personal information).
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('First name is required').waitFor()
    await page.getByLabel('First name').fill('Lakshmi')
    await page.getByLabel('Last name').fill('Reddy')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('weakpass')
    await page.getByLabel('Confirm password').fill('weakpass')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Password must contain at least one uppercase letter').waitFor()

    await page.getByLabel('Password', { exact: true }).fill('Strong@123')
    await page.getByLabel('Confirm password').fill('Strong@123')
    await page.getByRole('button', { name: 'Next' }).click()
    // Step 2: the terms.
    await page.getByLabel(/I accept the/).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('Account created! Please check your email to verify your account.').waitFor()

    await page.getByRole('link', { name: 'Back to Sign In' }).click()
    await page.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Strong@123')
    // The success panel (and toast) show for a moment before the redirect: watch from the click on.
    const welcomed = page.getByText('Welcome back!').first().waitFor()
    await page.getByRole('button', { name: 'Sign In' }).click()
    await welcomed
    await page.waitForURL(`${siteUrl}/`)
    await page.getByText('Hi, Lakshmi').click()

    // A buyer may open buyer pages.
    await page.goto(`${siteUrl}/my-bookings`)
    await page.getByRole('heading', { name: 'My Bookings' }).waitFor()

    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === '__gruha_session')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')

    await page.getByText('Hi, Lakshmi').click()
    const signedOut = page.getByText('Signed out successfully').waitFor()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await signedOut
    await page.getByRole('link', { name: 'Sign In' }).waitFor()

    // The old session cookie no longer works: the server ended the session.
    const replay = await fetch(`${siteUrl}/my-bookings`, {
      headers: { Cookie: `__gruha_session=${session!.value}` },
      redirect: 'manual',
    })
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toMatch(/^\/login/)
  })

  it('a registered e-mail is refused with the spec message', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 400/)
    await page.goto(`${siteUrl}/login?mode=signup&role=buyer`)
    const taken = await createUser('buyer')
    await page.getByLabel('First name').fill('Test')
    await page.getByLabel('Last name').fill('Buyer')
    await page.getByLabel('Email').fill(taken.email)
    await page.getByLabel('Password', { exact: true }).fill('Strong@123')
    await page.getByLabel('Confirm password').fill('Strong@123')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel(/I accept the/).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('An account with this email already exists. Please sign in or use forgot password.').waitFor()
    await page.getByText('Email is already registered. Please sign in or use Forgot Password.').waitFor()
  })

  it('a wrong password shows the spec message', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 401/)
    await page.goto(`${siteUrl}/login`)
    await page.getByLabel('Email').fill((await createUser('seller')).email)
    await page.getByLabel('Password').fill('Wrong@12345')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Invalid email or password. Please check your credentials.').waitFor()
    expect(page.url()).toContain('/login')
  })

  it('role redirects after sign-in: seller to /my-properties, agent to /agent/dashboard', async () => {
    for (const [role, landing, heading] of [
      ['seller', '/my-properties', 'My Properties'],
      ['agent', '/agent/dashboard', 'Agent Dashboard'],
    ] as const) {
      const member = await createUser(role)
      const page = await browser.newPage()
      await page.goto(`${siteUrl}/login`)
      await page.getByLabel('Email').fill(member.email)
      await page.getByLabel('Password').fill(member.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL(`${siteUrl}${landing}`)
      await page.getByRole('heading', { name: heading }).waitFor()
      // Both may use the property-management pages (spec 001).
      await page.goto(`${siteUrl}/property-management/my-properties`)
      await page.getByRole('heading', { name: 'My Managed Properties' }).waitFor()
      // Guards: a seller or agent is sent away from buyer pages.
      await page.goto(`${siteUrl}/my-bookings`)
      await page.waitForURL(`${siteUrl}/`)
    }
  })

  it('signed-out visitors are sent to sign in from member pages', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/profile`)
    await page.waitForURL(/\/login\?redirectTo=%2Fprofile/)
  })

  it('an unknown path lands on /', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/no/such/page`)
    await page.waitForURL(`${siteUrl}/`)
    await page.getByRole('heading', { name: 'Find Your Dream Home' }).waitFor()
  })
})
