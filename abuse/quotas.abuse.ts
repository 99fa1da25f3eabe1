/**
 * Issue 23: the enquiry cap and the member quotas hold against bursts from one member, on the site's
 * own forms; what was stored before the refusal is kept. Defaults (site-settings): 10 enquiries an
 * hour, 5 new listings a day for an unverified owner, 100 uploads a day, 25 private documents.
 */
import { describe, expect, it } from 'vitest'
import { QUOTA_DEFAULTS } from '@gruha/shared'
import { enquire, villaForm } from './support/trust'
import { sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { createUser } from '../e2e/support/factory'
import { uniq } from '../e2e/support/ids'
import { postFormWithCookie, siteSignIn } from '../e2e/support/site'

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

function upload(path: string, cookie: string, fields: Record<string, string>, name: string) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  body.set('file', new Blob([PNG_1PX], { type: 'image/png' }), name)
  return fetch(`${siteUrl}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: siteUrl }, body })
}

const tally = (statuses: number[]) => ({ ok: statuses.filter((s) => s < 400).length, limited: statuses.filter((s) => s === 429).length })

describe('quotas', () => {
  it('the enquiry cap holds: 10 an hour per member', async () => {
    const buyer = await createUser('buyer')
    const { cookie } = await siteSignIn(buyer.email)
    const [property] = await sql<{ id: number }>(`select id from properties where status = 'active' order by id desc limit 1`)
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      const res = await enquire(cookie!, `/property/${property!.id}`, {
        name: 'Burst',
        email: buyer.email,
        phone: buyer.phone,
        message: `Burst ${i}`,
      })
      statuses.push(res.status)
    }
    const [stored] = await sql<{ n: number }>('select count(*)::int as n from inquiries where user_id = $1', [buyer.id])
    const { limited } = tally(statuses)
    console.log(`enquiry cap: ${stored!.n} of 15 enquiries in a burst stored, ${limited} answered 429`)
    expect([stored!.n, limited]).toEqual([10, 5])
  })

  it('new listings per day hold for an unverified owner', async () => {
    const seller = await createUser('seller', { verification_status: 'pending' })
    const { cookie } = await siteSignIn(seller.email)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push((await postFormWithCookie('/add-property', cookie!, villaForm(`Abuse Burst Listing ${uniq()}`))).status)
    const [stored] = await sql<{ n: number }>('select count(*)::int as n from properties where added_by_id = $1', [seller.id])
    const { limited } = tally(statuses)
    console.log(`listing quota: ${stored!.n} of 8 listings from an unverified owner stored in a day, ${limited} answered 429`)
    expect([stored!.n, limited]).toEqual([QUOTA_DEFAULTS.listings_per_day_unverified, 8 - QUOTA_DEFAULTS.listings_per_day_unverified])
  })

  it('uploads per day hold by count, and the earlier files are kept', async () => {
    const seller = await createUser('seller')
    const { cookie } = await siteSignIn(seller.email)
    const tries = QUOTA_DEFAULTS.uploads_per_day + 3
    const statuses: number[] = []
    for (let i = 0; i < tries; i++) statuses.push((await upload('/add-property/upload', cookie!, {}, `burst-${i}.png`)).status)
    const [stored] = await sql<{ n: number }>('select count(*)::int as n from media where uploaded_by_id = $1', [seller.id])
    const { limited } = tally(statuses)
    console.log(`upload quota: ${stored!.n} of ${tries} images stored in a day, ${limited} answered 429`)
    expect([stored!.n, limited]).toEqual([QUOTA_DEFAULTS.uploads_per_day, 3])
  })

  it('private documents per member hold', async () => {
    const seller = await createUser('seller', { verification_status: 'pending' })
    const { cookie } = await siteSignIn(seller.email)
    const tries = QUOTA_DEFAULTS.private_documents + 3
    const statuses: number[] = []
    for (let i = 0; i < tries; i++)
      statuses.push((await upload('/sell/documents', cookie!, { category: 'pan_card' }, `pan-${i}.png`)).status)
    const [stored] = await sql<{ n: number }>('select count(*)::int as n from documents where uploaded_by_id = $1', [seller.id])
    const { limited } = tally(statuses)
    console.log(`document quota: ${stored!.n} of ${tries} private documents stored, ${limited} answered 429`)
    expect([stored!.n, limited]).toEqual([QUOTA_DEFAULTS.private_documents, 3])
  })
})
