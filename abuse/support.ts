import { sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { uniq } from '../e2e/support/ids'
import { postFormWithCookie } from '../e2e/support/site'
/** Helpers for the trust abuse cases (issue 23): a listing posted through the site's own form, as its owner. */

/** Posts a villa through /add-property as the signed-in owner; returns its id and title (fails loudly if the form refused it). */
export async function postListing(cookie: string, extra: Record<string, string> = {}): Promise<{ id: number; title: string }> {
  const title = `Abuse Villa ${uniq()}`
  const response = await postFormWithCookie('/add-property', cookie, {
    property_type: 'villa',
    listing_type: 'SALE',
    title,
    // Its own words each time: listings from different owners with near-identical text are held as clones (ADR 12).
    description: `Four bedroom villa ${uniq()} posted by a test case, lane ${uniq()}, survey ${uniq()}, gate ${uniq()}.`,
    area_sqft: '3200',
    bedrooms: '4',
    price: '18500000',
    state: 'Telangana',
    district: 'Rangareddy',
    mandal: 'Serilingampally',
    city: 'Hyderabad',
    address: `Plot ${uniq()}, Kokapet`,
    ...extra,
  })
  if (response.status !== 302) throw new Error(`add-property answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  const [row] = await sql<{ id: number }>('select id from properties where title = $1', [title])
  if (!row) throw new Error('the listing was not stored')
  return { id: row.id, title }
}

/** The page's HTML for an anonymous visitor (or a member's cookie). */
export async function page(path: string, cookie?: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${siteUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/** Polls until `check` holds (the jobs worker ticks every few seconds in the test run). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<{ value: T; ms: number }> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const value = await check()
    if (value) return { value, ms: Date.now() - start }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`not within ${timeoutMs} ms`)
}
