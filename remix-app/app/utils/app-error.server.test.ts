/**
 * The owner's pages answer a service's AppError (appErrorData) with the status, message and field errors
 * they answered before the services threw: the real actions, a real session cookie, a real database.
 * The leads pages keep their bodies and 400s; someone else's record is now the error's 403.
 */
import sharp from 'sharp'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_CATEGORY_LABELS, MAINTENANCE_STATUS_LABELS, MESSAGES } from '@gruha/shared'
import { raiseMaintenanceRequest } from '@gruha/cms/services/management'
import { getTestPayload } from '../../../cms/test/payload'
import { countRecords, makeProperty, makeRecord, uniq } from '../../../cms/test/factories'
import * as maintenanceRoute from '~/routes/maintenance/route'
import * as myPropertiesRoute from '~/routes/my-properties/route'
import * as editPropertyRoute from '~/routes/my-properties_.$id.edit'
import * as profileRoute from '~/routes/profile'
import * as rentRoute from '~/routes/rent-property/route'
import * as sellRoute from '~/routes/sell'
import * as propertyInquiriesRoute from '~/routes/property-inquiries/route'
import * as myBookingsRoute from '~/routes/my-bookings/route'
import * as propertyBookingsRoute from '~/routes/property-bookings/route'
import * as agentAssignmentsRoute from '~/routes/agent.assignments/route'
import * as savedPropertiesRoute from '~/routes/resources.saved-properties'
import { callRoute, dataOf, formRequest, signedInUser, statusOf } from '../../test/routes'
import type { SubmissionResult } from '~/forms'

const answer = (result: unknown) => ({ status: statusOf(result), body: dataOf(result) })
/** A form-kit answer (ADR 21): its status, the form's message (conform's '' key) and the field errors. */
const refusal = (result: unknown) => {
  const { ok, result: reply } = dataOf(result) as { ok: boolean; result: SubmissionResult }
  const { '': formErrors, ...fieldErrors } = reply.error ?? {}
  return { status: statusOf(result), ok, formErrors, fieldErrors }
}

describe("services' refusals on the owner's pages", () => {
  it('/sell: 400 naming each missing document, then 409 for a second application while one is under review', async () => {
    const payload = await getTestPayload()
    const { user, cookie } = await signedInUser('buyer')
    const fields = {
      business_name: `Sell Route ${uniq()}`,
      business_type: 'individual',
      experience_years: '3',
      pan_number: 'ABCDE1234F',
      address: '3 Route Road',
      pincode: '500001',
      state: 'Telangana',
      district: 'Hyderabad',
      mandal: 'Ameerpet',
      bank_account: '123456789012',
      ifsc_code: 'SBIN0001234',
    }
    const post = (extra: Record<string, string> = {}) => callRoute(sellRoute.action, formRequest('/sell', { ...fields, ...extra }, cookie))
    const apply = async (extra: Record<string, string> = {}) => refusal(await post(extra))
    const applications = () =>
      payload.count({ collection: 'seller-applications', where: { user: { equals: user.id } }, overrideAccess: false, user })

    const missing = await apply()
    const required = (key: 'pan_card' | 'address_proof' | 'bank_statement') => `${DOCUMENT_CATEGORY_LABELS[key]} is required`
    expect(missing).toEqual({
      status: 400,
      ok: false,
      formErrors: [required('pan_card')],
      fieldErrors: {
        pan_card: [required('pan_card')],
        address_proof: [required('address_proof')],
        bank_statement: [required('bank_statement')],
      },
    })
    // A mistyped field is refused by the form's schema, under its field, before the service runs.
    expect(await apply({ pan_number: 'ABC123', pincode: '' })).toMatchObject({
      status: 400,
      ok: false,
      formErrors: undefined,
      fieldErrors: { pan_number: [expect.any(String)], pincode: [expect.any(String)] },
    })
    expect((await applications()).totalDocs).toBe(0)

    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const upload = async (category: 'pan_card' | 'address_proof' | 'bank_statement') => {
      const doc = await payload.create({
        collection: 'documents',
        data: { name: category, document_category: category } as RequiredDataFromCollectionSlug<'documents'>,
        file: { data: png, mimetype: 'image/png', name: `${category}.png`, size: png.length },
        overrideAccess: false,
        user,
      })
      return [`doc_${category}`, String(doc.id)]
    }
    const documents = Object.fromEntries(await Promise.all((['pan_card', 'address_proof', 'bank_statement'] as const).map(upload)))
    expect(answer(await post(documents))).toEqual({ status: 200, body: { ok: true, message: MESSAGES.seller.submitted } })
    expect(await apply(documents)).toEqual({ status: 409, ok: false, formErrors: [MESSAGES.seller.alreadyPending], fieldErrors: {} })
    expect((await applications()).totalDocs).toBe(1)
  })

  it('/rent-property: 404 for a property that is not theirs, 400 for a plot, with the wizard’s messages', async () => {
    const payload = await getTestPayload()
    const { user: seller, cookie } = await signedInUser('seller')
    const { user: other } = await signedInUser('seller')
    const terms = { monthly_rent: '25000', security_deposit: '50000', available_from: '2030-05-01' }
    const rent = async (property: number) =>
      refusal(await callRoute(rentRoute.action, formRequest('/rent-property', { ...terms, property: String(property) }, cookie)))

    const theirs = await makeProperty(payload, { owner: other.id })
    expect(await rent(theirs.id)).toEqual({ status: 404, ok: false, formErrors: [MESSAGES.rent.propertyRequired], fieldErrors: {} })
    const plot = await makeProperty(payload, { owner: seller.id, property_type: 'plot' })
    expect(await rent(plot.id)).toEqual({ status: 400, ok: false, formErrors: [MESSAGES.rent.saleOnlyType], fieldErrors: {} })
  })

  it('/maintenance: 400 with the collection’s words for a step it refuses, 403 for a stranger', async () => {
    const payload = await getTestPayload()
    const { user: owner, cookie } = await signedInUser('seller')
    const { cookie: strangerCookie } = await signedInUser('seller')
    const property = await makeProperty(payload, { owner: owner.id })
    const raised = await raiseMaintenanceRequest({
      payload,
      user: owner,
      input: { property: property.id, title: 'Tap', description: 'Leaking', category: 'Plumbing', priority: 'LOW', estimated_cost: null },
    })
    const move = async (status: string, as: string) =>
      answer(await callRoute(maintenanceRoute.action, formRequest('/maintenance', { intent: 'move', id: String(raised.id), status }, as)))

    expect(await move('COMPLETED', cookie)).toEqual({
      status: 400,
      body: { ok: false, intent: 'move', message: MESSAGES.maintenance.statusNotAllowed(MAINTENANCE_STATUS_LABELS.PENDING, 'COMPLETED') },
    })
    expect(await move('IN_PROGRESS', strangerCookie)).toEqual({
      status: 403,
      body: { ok: false, intent: 'move', message: MESSAGES.maintenance.failed },
    })
  })

  it('/my-properties: 403 for a status on another’s listing, and for deleting it; edits of it 403', async () => {
    const payload = await getTestPayload()
    const { user: owner } = await signedInUser('seller')
    const { cookie } = await signedInUser('seller')
    const listing = await makeProperty(payload, { owner: owner.id, added_by: owner.id })
    const post = async (fields: Record<string, string>) =>
      answer(await callRoute(myPropertiesRoute.action, formRequest('/my-properties', { id: String(listing.id), ...fields }, cookie)))

    expect(await post({ intent: 'status', status: 'sold' })).toEqual({
      status: 403,
      body: { ok: false, message: MESSAGES.properties.ownerStatusInvalid },
    })
    expect(await post({ intent: 'delete' })).toEqual({ status: 403, body: { ok: false, message: MESSAGES.properties.deleteFailed } })
    expect(
      await payload.findByID({ collection: 'properties', id: listing.id, depth: 0, overrideAccess: false, user: owner }),
    ).toMatchObject({
      id: listing.id,
    })

    const villa = {
      property_type: 'villa',
      listing_type: 'SALE',
      title: `Not Mine ${uniq()}`,
      description: 'Three bedrooms near the lake.',
      area_sqft: '2400',
      price: '8500000',
      state: 'Telangana',
      district: 'Hyderabad',
      mandal: 'Gachibowli',
      city: 'Hyderabad',
      address: '12 Lake Road',
    }
    const editWith = async (fields: Record<string, string>) =>
      refusal(
        await callRoute(editPropertyRoute.action, formRequest(`/my-properties/${listing.id}/edit`, fields, cookie), {
          id: String(listing.id),
        }),
      )
    // The shared schema first (400, the form's message and each field's), then the collection's rules (403).
    expect(await editWith({ ...villa, title: ' ', price: '' })).toEqual({
      status: 400,
      ok: false,
      formErrors: [MESSAGES.properties.addFailed],
      fieldErrors: { title: [MESSAGES.properties.titleRequired], price: [MESSAGES.properties.salePriceRequired] },
    })
    expect(await editWith(villa)).toEqual({ status: 403, ok: false, formErrors: [MESSAGES.properties.updateFailed], fieldErrors: {} })
    // Read back as its owner, through the collection's access rules.
    const stored = await payload.findByID({ collection: 'properties', id: listing.id, depth: 0, user: owner, overrideAccess: false })
    expect(stored.title).toBe(listing.title)
  })

  it('/profile update-bank: 400 with the OTP’s message on its field', async () => {
    const { user: agent, cookie } = await signedInUser('agent')
    const result = await callRoute(
      profileRoute.action,
      formRequest(
        '/profile',
        {
          intent: 'update-bank',
          phone: String(agent.phone_number),
          otp: '000000',
          bank_account_number: '123456789012',
          confirm_account_number: '123456789012',
          ifsc_code: 'SBIN0001234',
        },
        cookie,
      ),
    )
    const message = MESSAGES.otp.invalid
    expect(answer(result)).toMatchObject({ status: 400, body: { intent: 'update-bank', ok: false, message } })
    expect(refusal(result)).toEqual({ status: 400, ok: false, formErrors: undefined, fieldErrors: { otp: [message] } })
  })
})

describe("services' refusals on the leads pages, the save heart and the password form", () => {
  it('/property-inquiries: 400 for an empty reply, 403 for another owner’s enquiry, with the page’s messages', async () => {
    const payload = await getTestPayload()
    const { user: owner, cookie } = await signedInUser('seller')
    const { cookie: strangerCookie } = await signedInUser('seller')
    const property = await makeProperty(payload, { owner: owner.id })
    const enquiry = await makeRecord(payload, 'inquiries', { property: property.id, message: 'Is it available?', status: 'new' })
    const reply = async (text: string, as: string) =>
      answer(
        await callRoute(
          propertyInquiriesRoute.action,
          formRequest('/property-inquiries', { intent: 'reply', id: String(enquiry.id), reply: text }, as),
        ),
      )

    expect(await reply('   ', cookie)).toEqual({ status: 400, body: { ok: false, message: MESSAGES.inquiry.replyRequired } })
    expect(await reply('Not mine', strangerCookie)).toEqual({ status: 403, body: { ok: false, message: MESSAGES.inquiry.answerFailed } })
    expect(await reply('Yes, it is.', cookie)).toEqual({ status: 200, body: { ok: true, message: MESSAGES.inquiry.replySent } })
  })

  it('/my-bookings and /property-bookings: 400 with the collection’s words, 403 for a stranger’s booking', async () => {
    const payload = await getTestPayload()
    const { user: buyer, cookie: buyerCookie } = await signedInUser('buyer')
    const { user: owner } = await signedInUser('seller')
    const { cookie: strangerCookie } = await signedInUser('seller')
    const property = await makeProperty(payload, { owner: owner.id })
    const booking = await makeRecord(payload, 'bookings', {
      property: property.id,
      user: buyer.id,
      booking_date: '2030-03-02',
      booking_time: '11:00',
      status: 'confirmed',
    })
    const cancel = await callRoute(
      myBookingsRoute.action,
      formRequest('/my-bookings', { intent: 'cancel', id: String(booking.id) }, buyerCookie),
    )
    expect(answer(cancel)).toEqual({ status: 400, body: { ok: false, message: 'Only a pending booking can be cancelled.' } })
    const confirm = await callRoute(
      propertyBookingsRoute.action,
      formRequest('/property-bookings', { id: String(booking.id), status: 'completed' }, strangerCookie),
    )
    expect(answer(confirm)).toEqual({ status: 403, body: { ok: false, message: MESSAGES.bookings.updateFailed } })
    expect(await countRecords(payload, 'bookings', { id: { equals: booking.id }, status: { equals: 'confirmed' } })).toBe(1)
  })

  it('/agent/assignments: 400 for an expired offer, 403 for another agent’s, both with the spec’s message', async () => {
    const payload = await getTestPayload()
    const { user: agent, cookie } = await signedInUser('agent')
    const { cookie: otherCookie } = await signedInUser('agent')
    const property = await makeProperty(payload)
    const inquiry = await makeRecord(payload, 'inquiries', { property: property.id, message: 'Call me', status: 'new' })
    const offer = await makeRecord(payload, 'inquiry-assignments', {
      inquiry: inquiry.id,
      agent: agent.id,
      status: 'pending',
      assigned_at: new Date(Date.now() - 3_600_000).toISOString(),
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    })
    const respond = async (as: string) =>
      answer(
        await callRoute(agentAssignmentsRoute.action, formRequest('/agent/assignments', { id: String(offer.id), response: 'accept' }, as)),
      )

    expect(await respond(cookie)).toEqual({ status: 400, body: { ok: false, message: MESSAGES.assignments.failed } })
    expect(await respond(otherCookie)).toEqual({ status: 403, body: { ok: false, message: MESSAGES.assignments.failed } })
  })

  it('/resources/saved-properties: 404 for a listing gone from view, 403 for an editor; a redirect with the toast without JavaScript', async () => {
    const payload = await getTestPayload()
    const { cookie } = await signedInUser('buyer')
    const { cookie: editorCookie } = await signedInUser('editor')
    const hidden = await makeProperty(payload, { status: 'inactive' })
    const listing = await makeProperty(payload)
    const save = (propertyId: number, as: string, viaFetcher = true) =>
      callRoute(
        savedPropertiesRoute.action,
        formRequest(
          '/resources/saved-properties',
          { intent: 'save', propertyId: String(propertyId), redirectTo: '/buy', ...(viaFetcher ? { _fetch: '1' } : {}) },
          as,
        ),
      )
    const json = async (response: Response) => ({ status: response.status, body: await response.json() })

    expect(await json(await save(hidden.id, cookie))).toEqual({
      status: 404,
      body: { ok: false, saved: null, message: MESSAGES.saved.notFound },
    })
    expect(await json(await save(listing.id, editorCookie))).toEqual({
      status: 403,
      body: { ok: false, saved: null, message: MESSAGES.saved.forbidden },
    })
    expect(await json(await save(listing.id, cookie))).toEqual({ status: 200, body: { ok: true, saved: true, message: null } })
    const back = await save(hidden.id, cookie, false)
    expect(back.status).toBe(302)
    expect(back.headers.get('Location')).toBe('/buy')
    expect(back.headers.get('Set-Cookie')).toBeTruthy()
  })

  it('/profile change-password: 400 with the message on the current password field', async () => {
    const { user, cookie } = await signedInUser('buyer')
    const result = await callRoute(
      profileRoute.action,
      formRequest(
        '/profile',
        {
          intent: 'change-password',
          phone: String(user.phone_number),
          otp: '000000',
          current_password: 'Wrong@1234',
          new_password: 'Brand#New99',
          confirm_password: 'Brand#New99',
        },
        cookie,
      ),
    )
    const message = 'Current password is incorrect'
    expect(answer(result)).toMatchObject({ status: 400, body: { intent: 'change-password', ok: false, message } })
    expect(refusal(result)).toEqual({ status: 400, ok: false, formErrors: undefined, fieldErrors: { current_password: [message] } })
    // No password typed is sent back.
    expect((dataOf(result) as { result: SubmissionResult }).result.initialValue).toEqual({
      intent: 'change-password',
      phone: String(user.phone_number),
      otp: '000000',
    })
  })
})
