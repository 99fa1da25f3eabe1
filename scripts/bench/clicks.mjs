// npm run bench:clicks
// Click to confirmation in a real browser (issue 19, item 4: ≤ 1 s, apart from delays the spec asks for).
// The BUILT site on a throwaway database; Chromium from /usr/bin (CHROMIUM_PATH to choose another). Each
// of BENCH_RUNS rounds (5 by default), in a fresh browser context:
//   - a buyer signs in on /login: the click to the "Welcome back!" panel (the spec then holds it 1.5 s);
//   - sends an enquiry and requests a tour on a property page: the click to the success message;
//   - the admin confirms that tour in the console's Bookings, and assigns an agent to that enquiry in
//     Agent Assignments: the click to the console's notice.
// It prints the median and the slowest of each. It prints figures only; it never fails on time.
import { chromium } from 'playwright-core'
import fs from 'node:fs'
import { insertAccount, percentile, seedListings, withBenchSite } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PASSWORD = 'Bench@12345'
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

/** Milliseconds from `click()` being sent to `confirmation` showing. */
async function clickToConfirmation(click, confirmation) {
  const shown = confirmation.waitFor({ timeout: 15_000 })
  const started = performance.now()
  await click()
  await shown
  return performance.now() - started
}

async function main() {
  await withBenchSite(async ({ db, siteUrl, ready }) => {
    await seedListings(db, 0, 500)
    const agentId = await insertAccount(db, { email: 'bench-agent@gruha.local', password: PASSWORD, role: 'agent', lastName: 'Agent' })
    await db.query('UPDATE users SET phone_number = $2, city = $3 WHERE id = $1', [agentId, '9876500001', 'Hyderabad'])
    await insertAccount(db, { email: 'bench-admin@gruha.local', password: PASSWORD, role: 'admin', lastName: 'Admin' })
    const buyers = []
    for (let i = 0; i < RUNS; i++) {
      const email = `bench-clicks-${i}@gruha.local`
      await insertAccount(db, { email, password: PASSWORD, role: 'buyer', firstName: 'Clicks', lastName: `Buyer${i}` })
      buyers.push(email)
    }
    const { rows: listings } = await db.query(
      "SELECT slug, title FROM properties WHERE status = 'active' AND listing_type = 'SALE' ORDER BY id LIMIT $1",
      [RUNS],
    )
    await ready()

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
    const figures = {
      'sign-in (to "Welcome back!")': [],
      enquiry: [],
      'tour request': [],
      'console: confirm booking': [],
      'console: assign agent': [],
    }
    try {
      // Warm-up: each page once, so the figures are not the server's first render.
      const warm = await browser.newPage()
      for (const path of ['/login', `/property/${listings[0].slug}`, '/admin/login']) await warm.goto(`${siteUrl}${path}`)
      await warm.close()

      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
        const page = await context.newPage()
        await page.goto(`${siteUrl}/login`)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await page.getByLabel('Email').fill(buyers[i])
        await page.getByLabel('Password').fill(PASSWORD)
        figures['sign-in (to "Welcome back!")'].push(
          await clickToConfirmation(() => page.getByRole('button', { name: 'Sign In' }).click(), page.getByText('Welcome back!').first()),
        )
        await page.waitForURL(`${siteUrl}/`)

        const listing = listings[i]
        await page.goto(`${siteUrl}/property/${listing.slug}`)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        const note = `bench clicks ${i} ${Date.now()}`
        await page.getByLabel('Message').fill(`Is parking included? (${note})`)
        figures.enquiry.push(
          await clickToConfirmation(
            () => page.getByRole('button', { name: 'Send Enquiry' }).click(),
            page.getByText('Your inquiry has been sent successfully! The property owner will contact you soon.'),
          ),
        )
        await page.getByRole('button', { name: 'Schedule Tour' }).click()
        await page.getByLabel('Date').selectOption((await page.locator('#tour-date option').nth(2).getAttribute('value')) ?? '')
        await page.getByLabel('Time').selectOption('15:00')
        await page.getByLabel('Notes (optional)').fill(note)
        figures['tour request'].push(
          await clickToConfirmation(
            () => page.getByRole('button', { name: 'Request Tour' }).click(),
            page.getByText(/^Tour request submitted!/),
          ),
        )
        await context.close()

        const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
        await admin.goto(`${siteUrl}/admin/login`)
        await admin.getByLabel('Email').fill('bench-admin@gruha.local')
        await admin.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await admin.getByRole('button', { name: 'SIGN IN' }).click()
        await admin.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor()
        const {
          rows: [booking],
        } = await db.query('SELECT id FROM bookings WHERE notes = $1', [note])
        await admin.goto(`${siteUrl}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`)
        const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: String(booking.id), exact: true }) })
        await row.getByRole('button', { name: 'Confirm' }).waitFor()
        figures['console: confirm booking'].push(
          await clickToConfirmation(
            () => row.getByRole('button', { name: 'Confirm' }).click(),
            admin.getByText('Booking updated successfully!').first(),
          ),
        )

        await admin.goto(`${siteUrl}/admin/agent-assignments`)
        const enquiry = admin.getByRole('row', { name: new RegExp(`Clicks Buyer${i}\\b`) })
        await enquiry.getByRole('button', { name: 'Assign Agent' }).click()
        const dialog = admin.getByRole('dialog', { name: 'Assign Agent to Inquiry' })
        await dialog.getByLabel('Search agents').fill('bench-agent@gruha.local')
        await dialog.getByRole('radio', { name: '· bench-agent@gruha.local', exact: false }).check()
        figures['console: assign agent'].push(
          await clickToConfirmation(
            () => dialog.getByRole('button', { name: 'Assign Agent' }).click(),
            admin.getByText('Agent assigned successfully! They will need to accept the assignment.'),
          ),
        )
        await admin.context().close()
      }
    } finally {
      await browser.close()
    }

    console.log(`\nclick to confirmation in Chromium, ${RUNS} rounds (ms)`)
    console.log(`${'action'.padEnd(34)}${'median'.padStart(8)}${'slowest'.padStart(9)}`)
    for (const [name, samples] of Object.entries(figures)) {
      console.log(
        `${name.padEnd(34)}${percentile(
          [...samples].sort((a, b) => a - b),
          50,
        )
          .toFixed(0)
          .padStart(8)}${Math.max(...samples)
          .toFixed(0)
          .padStart(9)}`,
      )
    }
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
