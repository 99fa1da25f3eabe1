import pg from 'pg'
import type { Page } from 'playwright-core'
import { siteUrl } from '../support/browser'

export const DEMO_PASSWORD = 'Demo@12345'

/** Signs in through the site's form and waits to land on `landOn` (a path). */
export async function signIn(page: Page, email: string, redirectTo: string, password = DEMO_PASSWORD) {
  await page.goto(`${siteUrl}/login?redirectTo=${encodeURIComponent(redirectTo)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname + url.search === redirectTo, { timeout: 20_000 })
}

/** A query against the run's database (read-only checks that something was stored). */
export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run browser tests through `npm run test:e2e`')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}
