/**
 * Issue 23: an unverified owner's listing is never public before an admin approves it. Checked on
 * every surface a visitor or another member can reach: /buy, /property/<id>, the sitemap, the map
 * markers API and Payload's REST (/cms/api). The admin's approval then publishes it, which proves
 * the same checks can see a public listing.
 */
import { describe, expect, it } from 'vitest'
import { page, postListing } from './support'
import { sql } from '../e2e/support/db'
import { cmsApiUrl } from '../e2e/support/env'
import { createUser } from '../e2e/support/factory'
import { adminCookie } from '../e2e/support/session'
import { consoleCall, siteSignIn } from '../e2e/support/site'

async function surfaces(id: number, title: string, buyerCookie: string): Promise<Record<string, boolean>> {
  const buy = await page('/buy')
  const property = await page(`/property/${id}`)
  const asBuyer = await page(`/property/${id}`, buyerCookie)
  const sitemap = await page('/sitemap.xml')
  const [{ slug } = { slug: null }] = await sql<{ slug: string | null }>('select slug from properties where id = $1', [id])
  const markers = await page('/api/property-markers?listingType=SALE&bbox=8,68,37,97')
  const rest = await fetch(`${cmsApiUrl}/properties/${id}`)
  const restList = await fetch(`${cmsApiUrl}/properties?where[id][equals]=${id}&depth=0`)
  const restDocs = restList.ok ? (((await restList.json()) as { docs?: unknown[] }).docs?.length ?? 0) : 0
  return {
    '/buy': buy.body.includes(title),
    '/property (visitor)': property.status === 200 && property.body.includes(title),
    '/property (buyer)': asBuyer.status === 200 && asBuyer.body.includes(title),
    // Its own <loc> exactly (by id or slug): a prefix match also caught other listings' addresses.
    sitemap: [...sitemap.body.matchAll(/<loc>[^<]*\/property\/([^<]+)<\/loc>/g)].some(([, path]) => path === String(id) || path === slug),
    markers: markers.body.includes(`"id":${id},`) || markers.body.includes(title),
    '/cms/api by id': rest.ok,
    '/cms/api list': restDocs > 0,
  }
}

describe('unverified owner', () => {
  it('their new listing is on no public surface until an admin approves it', async () => {
    const owner = await createUser('seller', { verification_status: 'pending' })
    const buyer = await createUser('buyer')
    const ownerSession = await siteSignIn(owner.email)
    const buyerSession = await siteSignIn(buyer.email)
    const { id, title } = await postListing(ownerSession.cookie!)
    const [stored] = await sql<{ status: string }>('select status from properties where id = $1', [id])
    expect(stored.status).toBe('pending_review')

    const before = await surfaces(id, title, buyerSession.cookie!)
    const leaks = Object.entries(before).filter(([, shown]) => shown)
    expect(leaks).toEqual([])

    const [approval] = await sql<{ id: number }>("select id from approvals where property_id = $1 and status = 'pending'", [id])
    const approve = await consoleCall('POST', `/api/admin/approvals/${approval.id}/approve`, await adminCookie(), {
      admin_notes: 'Checked',
    })
    expect(approve.status).toBe(200)
    const after = await surfaces(id, title, buyerSession.cookie!)
    expect(after['/property (visitor)']).toBe(true)
    expect(after['/cms/api by id']).toBe(true)
    console.log(
      `unverified listing: hidden on ${Object.keys(before).length - leaks.length}/${Object.keys(before).length} surfaces before approval; visible on ${Object.values(after).filter(Boolean).length} after`,
    )
  })
})
