/**
 * Records changed through Payload's REST as the admin (every hook and rule runs), dates and console
 * addresses. Members and listings come from factory.ts.
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl } from './browser'
import { asAdmin } from './rest'

/** POST (create) or PATCH (update) a record through Payload's REST as the admin, with every hook and rule. */
export const cms = <T = { id: number }>(collection: string, data: Record<string, unknown>, id?: number): Promise<T> =>
  asAdmin<T>(id ? 'PATCH' : 'POST', id ? `${collection}/${id}` : collection, data)

/** A date `days` from today, YYYY-MM-DD. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const consoleUrl = (path: string, filter?: Record<string, unknown>) =>
  `${siteUrl}/admin${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`

/** The page does not scroll sideways at a 360 px width. */
export async function noSideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}
