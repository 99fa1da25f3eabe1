/**
 * Helpers for the trust-and-safety abuse cases (issue 23): members made straight in the database
 * (security/support.ts), the site's own forms posted without JavaScript, and the console API as an
 * admin of the file's own to assign an agent.
 */
import { expect } from 'vitest'
import { sql } from '../../e2e/support/db'
import { siteUrl } from '../../e2e/support/env'
import { uniq } from '../../e2e/support/ids'
import { adminCookie } from '../../e2e/support/session'
import { createUser } from '../../e2e/support/factory'
import { consoleCall, postFormWithCookie } from '../../e2e/support/site'

/** The Add Property form's fields for a villa for sale (no JavaScript path). */
export const villaForm = (title: string, extra: Record<string, string> = {}) => ({
  property_type: 'villa',
  listing_type: 'SALE',
  title,
  // Its own words each time: near-identical text from another owner is held as a clone (ADR 12).
  description: `Three bedroom villa ${uniq()} with a garden, lane ${uniq()}, survey ${uniq()}, gate ${uniq()}, close to the ORR.`,
  area_sqft: '2400',
  bedrooms: '3',
  price: '12500000',
  state: 'Telangana',
  district: 'Rangareddy',
  mandal: 'Serilingampally',
  city: 'Hyderabad',
  address: `Plot ${uniq()}, Kokapet`,
  ...extra,
})

/** Posts Add Property as the member: the response and the listing stored for that title, if any. */
export async function addListing(cookie: string, fields: Record<string, string>) {
  const response = await postFormWithCookie('/add-property', cookie, fields)
  const [row] = await sql<{ id: number; slug: string | null; status: string }>(
    'select id, slug, status from properties where title = $1 order by id desc limit 1',
    [fields.title],
  )
  return { status: response.status, body: response.status === 302 ? '' : await response.text(), stored: row ?? null }
}

/** Sends an enquiry from the listing page as the member (no JavaScript path). */
export function enquire(cookie: string, path: string, fields: { name: string; email: string; phone: string; message: string }) {
  return postFormWithCookie(path, cookie, { intent: 'enquiry', ...fields })
}

let admin: Promise<string> | undefined
/** Offers an enquiry to an agent from the console, as an admin of this file's own; the new assignment's id. */
export async function assignEnquiry(inquiryId: number, agentId: number): Promise<number> {
  admin ??= createUser('admin').then((staff) => adminCookie(staff.email, staff.password))
  const response = await consoleCall('POST', `/api/admin/inquiries/${inquiryId}/assign-agent`, await admin, {
    agent: agentId,
    expires_in_hours: 24,
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  const [row] = await sql<{ id: number }>('select id from inquiry_assignments where inquiry_id = $1 order by id desc limit 1', [inquiryId])
  return row!.id
}

/** A page's HTML (and its status) as the member with `cookie`, or as a visitor. */
export async function getPage(path: string, cookie?: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(`${siteUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
  return { status: response.status, html: await response.text(), location: response.headers.get('location') }
}

/** The `href` of a page's canonical link. */
export const canonicalOf = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? null
