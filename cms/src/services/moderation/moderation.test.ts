import crypto from 'node:crypto'
import sharp from 'sharp'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { isAppError } from '../../errors/app-error'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { moderateCase } from './moderate-case'
import { reportTarget } from './report-target'

/** A picture no other test has: blurred random blocks. */
async function uniquePicture(): Promise<Buffer> {
  const raw = crypto.randomBytes(16 * 12 * 3)
  return sharp(raw, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(1200, 900, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer()
}

async function upload(payload: Payload, user: SessionUser, data: Buffer, name = 'photo.jpg') {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'A photo', purpose: 'listing' },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    overrideAccess: false,
    user,
  })
  return doc
}

const verifiedSeller = (payload: Payload) => makeUser(payload, 'seller', { verification_status: 'verified', status: 'active' })

const LONG_TEXT = () =>
  `Spacious east facing three bedroom flat in a gated community near Kondapur junction ${uniq()}, with covered parking, power backup, a gym, a children's play area and round the clock security.`

async function list(payload: Payload, user: SessionUser, extra: Record<string, unknown>) {
  return payload.create({
    collection: 'properties',
    data: {
      title: `Three BHK flat ${uniq()}`,
      description: 'A flat.',
      listing_type: 'SALE',
      property_type: 'gated_apartment',
      price: 9_000_000,
      area_sqft: 1500,
      address: `Plot ${uniq()}, Road 4, Kondapur`,
      city: 'Hyderabad',
      state: 'Telangana',
      ...extra,
    } as RequiredDataFromCollectionSlug<'properties'>,
    overrideAccess: false,
    user,
    depth: 0,
  })
}

async function caseOf(payload: Payload, propertyId: number) {
  const found = await payload.find({
    collection: 'moderation-cases',
    where: { property: { equals: propertyId } },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

describe('duplicates and clones (ADR 12)', () => {
  it('holds a verified owner’s listing whose photos are another owner’s, re-encoded and resized', async () => {
    const payload = await getTestPayload()
    const [owner, cloner] = [await verifiedSeller(payload), await verifiedSeller(payload)]
    const original = await uniquePicture()
    const photo = await upload(payload, owner, original)
    expect(photo.phash).toMatch(/^[0-9a-f]{16}$/)
    const first = await list(payload, owner, { images: [photo.id] })
    expect(first.status).toBe('active')
    // The same owner re-using their own photo is not a clone.
    const again = await list(payload, owner, { images: [photo.id] })
    expect(again.status).toBe('active')

    const copy = await sharp(original).resize(700).jpeg({ quality: 55 }).toBuffer()
    const copied = await upload(payload, cloner, copy, 'mine.jpg')
    const clone = await list(payload, cloner, { images: [copied.id] })
    expect(clone.status).toBe('pending_review')
    const opened = await caseOf(payload, clone.id)
    expect(opened?.flags).toContain('duplicate_photos')
    expect(opened?.held_from).toBe('active')
    expect(opened?.matches?.map((m) => m.property)).toContain(first.id)
  }, 240_000)

  it('holds a lightly edited copy of another owner’s text, and the same address much cheaper', async () => {
    const payload = await getTestPayload()
    const [owner, cloner] = [await verifiedSeller(payload), await verifiedSeller(payload)]
    const text = LONG_TEXT()
    const first = await list(payload, owner, {
      title: 'Three BHK flat in Kondapur',
      description: text,
      address: `Flat 302, Sri Sai Residency ${uniq()}, Kondapur`,
    })
    expect(first.status).toBe('active')
    const edited = text.replace('Spacious', 'Very spacious').replace('a gym', 'gym')
    const clone = await list(payload, cloner, { title: '3 BHK flat in Kondapur', description: edited })
    expect(clone.status).toBe('pending_review')
    expect((await caseOf(payload, clone.id))?.flags).toEqual(['duplicate_text'])

    const cheap = await list(payload, cloner, {
      address: ` flat 302,  SRI SAI residency ${first.address.split('Residency ')[1]}`,
      price: 4_000_000,
    })
    expect(cheap.status).toBe('pending_review')
    const cheapCase = await caseOf(payload, cheap.id)
    expect(cheapCase?.flags).toEqual(['same_address_low_price'])
    expect(cheapCase?.matches?.[0]?.score).toBeCloseTo(0.44, 2)

    const fair = await list(payload, cloner, { address: first.address, price: 8_000_000 })
    expect(fair.status).toBe('active')

    // A look-alike text written without screening (as the seed writes): an edit of its price alone
    // is not compared on the text it did not change; an edit of the text is.
    const seeded = await payload.create({
      collection: 'properties',
      data: {
        title: 'Three BHK flat in Kondapur',
        description: text,
        listing_type: 'SALE',
        property_type: 'villa',
        price: 9_000_000,
        address: `Seed ${uniq()}`,
        city: 'Hyderabad',
        owner: cloner.id,
        status: 'active',
      },
      overrideAccess: true,
      depth: 0,
    })
    const repriced = await payload.update({
      collection: 'properties',
      id: seeded.id,
      data: { price: 8_800_000 },
      overrideAccess: false,
      user: cloner,
      depth: 0,
    })
    expect(repriced.status).toBe('active')
    const retexted = await payload.update({
      collection: 'properties',
      id: seeded.id,
      data: { description: `${text} Newly painted.` },
      overrideAccess: false,
      user: cloner,
      depth: 0,
    })
    expect(retexted.status).toBe('pending_review')
  }, 240_000)

  it('holds discriminatory wording, from the admin-editable list, on create and on edit', async () => {
    const payload = await getTestPayload()
    const seller = await verifiedSeller(payload)
    const held = await list(payload, seller, { description: 'Nice 2BHK. Only vegetarians. Bachelors not allowed!' })
    expect(held.status).toBe('pending_review')
    expect((await caseOf(payload, held.id))?.phrases).toEqual(['only vegetarians', 'bachelors not allowed'])

    const fine = await list(payload, seller, { description: 'Vegetarian restaurants nearby; families and bachelors welcome.' })
    expect(fine.status).toBe('active')
    const edited = await payload.update({
      collection: 'properties',
      id: fine.id,
      data: { description: 'Families and bachelors welcome. No Muslims.' },
      overrideAccess: false,
      user: seller,
      depth: 0,
    })
    expect(edited.status).toBe('pending_review')
    expect((await caseOf(payload, fine.id))?.phrases).toEqual(['no muslims'])
  }, 240_000)
})

describe('reports and moderation', () => {
  it('counts one report per member, holds a listing at the threshold, and tells every reporter the outcome', async () => {
    const payload = await getTestPayload()
    const owner = await verifiedSeller(payload)
    const listing = await list(payload, owner, {})
    const buyers = [await makeUser(payload, 'buyer'), await makeUser(payload, 'buyer'), await makeUser(payload, 'buyer')]
    const report = (user: SessionUser, reason = 'fake') =>
      reportTarget({
        payload,
        user,
        input: { targetType: 'property', targetId: String(listing.id), reason, note: 'Same photos as another flat' },
        locale: 'te',
      })

    expect(await report(buyers[0]!)).toEqual({ message: 'Thank you. Our team will review your report.' })
    const repeat = await report(buyers[0]!, 'other').catch((e: unknown) => e)
    expect(isAppError(repeat) && repeat.code).toBe('CONFLICT')
    expect((repeat as Error).message).toBe('You have already reported this. Our team is reviewing it.')
    expect((await caseOf(payload, listing.id))?.report_count).toBe(1)

    const own = await reportTarget({ payload, user: owner, input: { targetType: 'property', targetId: listing.id, reason: 'fake' } }).catch(
      (e: unknown) => e,
    )
    expect(isAppError(own) && own.code).toBe('FORBIDDEN')

    await report(buyers[1]!)
    expect((await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).status).toBe('active')
    await report(buyers[2]!)
    const held = await caseOf(payload, listing.id)
    expect(held?.report_count).toBe(3)
    expect(held?.held_from).toBe('active')
    expect((await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).status).toBe('pending_review')

    const admin = await makeUser(payload, 'admin')
    const noNote = await moderateCase({ payload, user: admin, input: { caseId: held!.id, action: 'request_fix' } }).catch((e: unknown) => e)
    expect(isAppError(noNote) && noNote.code).toBe('INVALID_INPUT')

    const decided = await moderateCase({ payload, user: admin, input: { caseId: held!.id, action: 'dismiss' } })
    expect(decided.case.status).toBe('dismissed')
    expect((await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).status).toBe('active')
    const again = await moderateCase({ payload, user: admin, input: { caseId: held!.id, action: 'unpublish' } }).catch((e: unknown) => e)
    expect(isAppError(again) && again.code).toBe('CONFLICT')

    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendModerationMail' } },
      limit: 100,
      overrideAccess: true,
    })
    const recipients = jobs.docs.map((j) => (j.input as { recipient: number }).recipient)
    for (const buyer of buyers) expect(recipients).toContain(buyer.id)
    const audited = await payload.count({
      collection: 'audit-logs',
      where: {
        and: [
          { target_collection: { equals: 'moderation-cases' } },
          { record_id: { equals: String(held!.id) } },
          { actor: { equals: admin.id } },
        ],
      },
      overrideAccess: true,
    })
    expect(audited.totalDocs).toBeGreaterThan(0)
  }, 240_000)

  it('suspends a reported agent, unpublishes and asks owners to fix, refusing non-admins', async () => {
    const payload = await getTestPayload()
    const [agent, buyer, admin, owner] = [
      await makeUser(payload, 'agent'),
      await makeUser(payload, 'buyer'),
      await makeUser(payload, 'admin'),
      await verifiedSeller(payload),
    ]
    await reportTarget({ payload, user: buyer, input: { targetType: 'agent', targetId: agent.id, reason: 'money_before_visit' } })
    const agentCase = (await payload.find({ collection: 'moderation-cases', where: { agent: { equals: agent.id } }, overrideAccess: true }))
      .docs[0]!
    const refused = await moderateCase({ payload, user: buyer, input: { caseId: agentCase.id, action: 'suspend' } }).catch(
      (e: unknown) => e,
    )
    expect(isAppError(refused) && refused.code).toBe('NOT_FOUND')
    await moderateCase({ payload, user: admin, input: { caseId: agentCase.id, action: 'suspend' } })
    expect((await payload.findByID({ collection: 'users', id: agent.id, overrideAccess: true })).status).toBe('suspended')

    const listing = await list(payload, owner, {})
    await reportTarget({ payload, user: buyer, input: { targetType: 'property', targetId: listing.id, reason: 'wrong_details' } })
    const listingCase = (await caseOf(payload, listing.id))!
    await moderateCase({
      payload,
      user: admin,
      input: { caseId: listingCase.id, action: 'request_fix', note: 'The price is per month, not the sale price.' },
    })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendModerationMail' } },
      limit: 500,
      overrideAccess: true,
    })
    const toOwner = jobs.docs
      .map((j) => j.input as { recipient: number; mail: { kind: string; note?: string } })
      .filter((i) => i.recipient === owner.id)
    expect(toOwner.map((i) => [i.mail.kind, i.mail.note])).toEqual([['fix_requested', 'The price is per month, not the sale price.']])
    await moderateCase({ payload, user: admin, input: { caseId: listingCase.id, action: 'unpublish' } })
    expect((await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: true })).status).toBe('inactive')
    // Taken down by moderators: the owner cannot put it back.
    const back = await payload
      .update({ collection: 'properties', id: listing.id, data: { status: 'active' }, overrideAccess: false, user: owner })
      .catch((e: unknown) => e)
    expect(isAppError(back) && back.code).toBe('FORBIDDEN')
  }, 240_000)
})
