/**
 * The console's dashboard, Reports, Viewings and Audit log through the real UI as the demo admin.
 * Figures on screen are compared with the dashboard API and with counts read from the database.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from '../support/db'
import { siteUrl, useBrowser } from '../support/browser'
import { signInToConsole } from '../support/session'

const numberIn = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''))

describe('admin console: dashboard', () => {
  const browser = useBrowser()

  it('shows the five cards with real totals, expands the latest 10, and opens each tab', async () => {
    const page = await browser.newPage()
    const admin = await signInToConsole(page)
    await page.getByTestId('card-users-total').filter({ hasText: /\d/ }).waitFor()

    // Counted by hand from the database: no deleted users, no admins or editors.
    const [counts] = await sql<{ users: string; properties: string; pending: string }>(`
      select (select count(*) from users where status <> 'deleted' and role in ('buyer','seller','agent')) as users,
             (select count(*) from properties) as properties,
             (select count(*) from users where status <> 'deleted' and role in ('agent','seller') and verification_status = 'pending') as pending`)
    await expect.poll(() => numberIn(page, 'card-users-total')).toBe(Number(counts.users))
    await expect.poll(() => numberIn(page, 'card-properties-total')).toBe(Number(counts.properties))
    await expect.poll(() => numberIn(page, 'card-approvals-total')).toBe(Number(counts.pending))
    await expect(page.getByTestId('card-users-today').innerText()).resolves.toMatch(/^\+\d+ today$/)

    await page.getByRole('button', { name: 'Show recent Total Users' }).click()
    const recent = page.getByRole('table', { name: 'Recent Users' })
    await recent.waitFor()
    const rows = await recent.getByRole('row').count()
    expect(rows - 1).toBeGreaterThan(0)
    expect(rows - 1).toBeLessThanOrEqual(10)
    // Staff are not users to list here: neither the seeded admin nor the newest one (this test's own).
    await expect(recent.innerText()).resolves.not.toContain('admin@gruha.local')
    await expect(recent.innerText()).resolves.not.toContain(admin.email)

    for (const heading of [
      'Property Values',
      'Weekly Overview',
      'Viewing Status Management',
      'Listings by Type',
      'Listings by City',
      'Recent Notifications',
      'Quick Actions',
    ]) {
      await page.getByText(heading, { exact: true }).first().waitFor()
    }
    await page.getByTestId('listings-by-city').locator('svg.recharts-surface').first().waitFor()

    await page.getByTestId('card-approvals').getByRole('link').click()
    await page.waitForURL(/\/admin\/user-approvals$/)
    await page.goto(`${siteUrl}/admin`)
    await page.getByRole('link', { name: 'Manage Users' }).click()
    await page.waitForURL(/\/admin\/users$/)
  })

  it('shows the Analytics charts on /admin/reports', async () => {
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/reports`)
    for (const id of ['listings-by-type', 'listings-by-city', 'daily-activity']) {
      await page.getByTestId(id).locator('svg.recharts-surface').first().waitFor()
    }
  })

  it('changes a viewing’s status from the viewings panel, and the audit log records it', async () => {
    const [property] = await sql<{ id: number }>(`select id from properties order by id limit 1`)
    const [viewing] = await sql<{ id: number }>(
      `insert into viewings (property_id, scheduled_at, status) values ($1, now() + interval '400 days', 'scheduled') returning id`,
      [property.id],
    )
    const page = await browser.newPage()
    const admin = await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/viewings`)
    const row = page.getByTestId(`viewing-${viewing.id}`)
    await row.getByRole('button', { name: 'No Show' }).click()
    await page.getByText('Viewing status updated').waitFor()
    await row.getByRole('button', { name: 'No Show', pressed: true }).waitFor()
    const [stored] = await sql<{ status: string }>(`select status from viewings where id = $1`, [viewing.id])
    expect(stored.status).toBe('no_show')

    await page.goto(`${siteUrl}/admin/audit-logs`)
    await page.getByPlaceholder(/search by e-mail/i).fill(String(viewing.id))
    const entry = page.getByRole('row', { name: /Status change.*viewings/ }).first()
    await entry.waitFor()
    await entry.click()
    await page.getByRole('table', { name: 'Changed fields' }).getByText('no_show').waitFor()
    const [logged] = await sql<{ actor_email: string; action: string }>(
      `select actor_email, action from audit_logs where target_collection = 'viewings' and record_id = $1`,
      [String(viewing.id)],
    )
    expect(logged).toEqual({ actor_email: admin.email, action: 'status_change' })
  })
})
