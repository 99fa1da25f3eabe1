/** Listing freshness (issue 23): reminder, expiry, the single-use signed link, no bumping on repost. */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { signConfirmToken } from './confirm-token'
import { confirmListing } from './confirm-listing'
import { runFreshness } from './run-freshness'
import { deliverMail } from '../../../test/mail'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const DAY = 86_400_000

async function listingConfirmedDaysAgo(days: number) {
  const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
  const p = await makeProperty(payload, { owner: owner.id, last_confirmed_at: new Date(Date.now() - days * DAY).toISOString() })
  return { owner, ...p }
}

const read = (id: number) => payload.findByID({ collection: 'properties', id, depth: 0, overrideAccess: true })

describe('freshness job', () => {
  it('reminds once 7 days before expiry, with a link to the Confirm page, and leaves fresher listings alone', async () => {
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const due = await listingConfirmedDaysAgo(54)
    const fresh = await listingConfirmedDaysAgo(10)
    const first = await runFreshness({ payload })
    await deliverMail(payload, due.owner.email)
    expect(first.reminded).toContain(due.id)
    expect(first.reminded).not.toContain(fresh.id)
    const mail = send.mock.calls.find(([m]) => (m as { to: string }).to === due.owner.email)?.[0] as { subject: string; html: string }
    expect(mail.subject).toContain(due.title)
    expect(mail.html).toMatch(/\/listing\/confirm\?token=\d+\.[0-9a-z]+\.[\w-]{43}/)
    const second = await runFreshness({ payload })
    expect(second.reminded).not.toContain(due.id)
    expect((await read(due.id)).status).toBe('active')
    send.mockRestore()
  })

  it('expires a listing 60 days after its last confirmation; the link brings it back once, a second use fails', async () => {
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const old = await listingConfirmedDaysAgo(54)
    await runFreshness({ payload })
    await deliverMail(payload, old.owner.email)
    const html = (send.mock.calls.find(([m]) => (m as { to: string }).to === old.owner.email)?.[0] as { html: string }).html
    const token = decodeURIComponent(/token=([^"&]+)/.exec(html)![1]!)
    // Move the clock: the job runs 7 days later.
    const later = await runFreshness({ payload, now: new Date(Date.now() + 7 * DAY) })
    expect(later.expired).toContain(old.id)
    expect(await read(old.id)).toMatchObject({ status: 'inactive' })
    const confirmed = await confirmListing({ payload, input: { token } })
    expect(confirmed.title).toBe(old.title)
    const after = await read(old.id)
    expect(after.status).toBe('active')
    expect(after.expired_at).toBeNull()
    expect(Date.now() - new Date(after.last_confirmed_at!).getTime()).toBeLessThan(60_000)
    await expect(confirmListing({ payload, input: { token } })).rejects.toMatchObject({ status: 409 })
    send.mockRestore()
  })

  it('refuses forged and tampered tokens', async () => {
    const p = await listingConfirmedDaysAgo(1)
    const sentAt = new Date()
    await payload.update({
      collection: 'properties',
      id: p.id,
      data: { expiry_reminder_sent_at: sentAt.toISOString() },
      overrideAccess: true,
    })
    await expect(
      confirmListing({ payload, input: { token: signConfirmToken('not-the-secret-'.repeat(3), p.id, sentAt) } }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const good = signConfirmToken(payload.secret, p.id, sentAt)
    await expect(confirmListing({ payload, input: { token: good.replace(/^\d+/, String(p.id + 1)) } })).rejects.toMatchObject({
      status: 404,
    })
    await expect(confirmListing({ payload, input: { token: good } })).resolves.toMatchObject({ title: p.title })
  })
})

/** A villa for sale posted by `owner` through the collection's rules. */
const post = (owner: SessionUser, data: Record<string, unknown>) =>
  payload.create({
    collection: 'properties',
    data: { description: 'x', listing_type: 'SALE', property_type: 'villa', ...data } as RequiredDataFromCollectionSlug<'properties'>,
    overrideAccess: false,
    user: owner,
  })

describe('no bumping', () => {
  it('a listing taken down and posted again with the same title keeps its first date; a new one does not', async () => {
    const owner = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const title = `Repost Villa ${uniq()}`
    const first = await post(owner, { title, price: 5_000_000, address: '9 Lake Rd', city: 'Hyderabad' })
    await payload.update({ collection: 'properties', id: first.id, data: { status: 'sold' }, overrideAccess: false, user: owner })
    await new Promise((r) => setTimeout(r, 20))
    const again = await post(owner, {
      title: ` ${title.toUpperCase()}!`,
      price: 4_900_000,
      address: 'Elsewhere',
      city: 'Hyderabad',
      createdAt: '2030-01-01T00:00:00.000Z',
    })
    expect(again.createdAt).toBe(first.createdAt)
    const sameAddress = await post(owner, { title: 'Different words', price: 4_800_000, address: '9 LAKE RD.', city: 'hyderabad' })
    expect(sameAddress.createdAt).toBe(first.createdAt)
    const other = await post(owner, {
      title: `Fresh ${uniq()}`,
      price: 4_000_000,
      address: '1 New Rd',
      city: 'Hyderabad',
      createdAt: '2030-01-01T00:00:00.000Z',
    })
    expect(other.createdAt > first.createdAt).toBe(true)
    expect(other.createdAt < '2030-01-01').toBe(true)
  })
})
