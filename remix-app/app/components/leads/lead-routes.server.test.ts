/**
 * The five lead pages' loaders and actions (issue 21 made them one module): who may call them, the
 * chip read from `?status=`, and the exact 400 each answers to a form it cannot read. Real routes,
 * real session cookies, a real database; the services' own refusals are in app-error.server.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { MESSAGES, SPAM_MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../../cms/test/payload'
import { makeProperty, makeRecord } from '../../../../cms/test/factories'
import * as myInquiries from '~/routes/my-inquiries/route'
import * as propertyInquiries from '~/routes/property-inquiries/route'
import * as myBookings from '~/routes/my-bookings/route'
import * as propertyBookings from '~/routes/property-bookings/route'
import * as agentAssignments from '~/routes/agent.assignments/route'
import { callRoute, dataOf, formRequest, signedInUser, statusOf, testSite } from '../../../test/routes'

type Role = 'buyer' | 'seller' | 'agent'
type Page = { path: string; route: { loader: (args: LoaderFunctionArgs) => unknown; action: (args: LoaderFunctionArgs) => unknown } }

const answer = (result: unknown) => ({ status: statusOf(result), body: dataOf(result) })
const get = (path: string, cookie: string) => new Request(`${testSite}${path}`, { headers: { Cookie: cookie } })
const post = async ({ path, route }: Page, form: Record<string, string>, cookie: string) =>
  answer(await callRoute(route.action, formRequest(path, form, cookie)))

const MY_INQUIRIES = { path: '/my-inquiries', route: myInquiries }
const PROPERTY_INQUIRIES = { path: '/property-inquiries', route: propertyInquiries }
const MY_BOOKINGS = { path: '/my-bookings', route: myBookings }
const PROPERTY_BOOKINGS = { path: '/property-bookings', route: propertyBookings }
const ASSIGNMENTS = { path: '/agent/assignments', route: agentAssignments }

describe('the lead pages', () => {
  // One signed-in member a role for the checks that change nothing; the moves make their own.
  const cookies = {} as Record<Role, string>
  beforeAll(async () => {
    for (const role of ['buyer', 'seller', 'agent'] as const) cookies[role] = (await signedInUser(role)).cookie
  })

  it('send another role to / and a visitor to sign-in, from the loader and the action', async () => {
    const pages: [Page, Role][] = [
      [MY_INQUIRIES, 'seller'],
      [PROPERTY_INQUIRIES, 'buyer'],
      [MY_BOOKINGS, 'agent'],
      [PROPERTY_BOOKINGS, 'agent'],
      [ASSIGNMENTS, 'seller'],
    ]
    for (const [{ path, route }, other] of pages) {
      const refused = [
        await callRoute(route.loader, get(path, cookies[other])),
        await callRoute(route.action, formRequest(path, { id: '1' }, cookies[other])),
      ]
      expect(
        refused.map((r) => [r.status, r.headers.get('Location')]),
        `${other} on ${path}`,
      ).toEqual([
        [302, '/'],
        [302, '/'],
      ])
      expect((await callRoute(route.loader, get(path, ''))).headers.get('Location'), `visitor on ${path}`).toMatch(/^\/login/)
    }
  })

  it('read the chip from ?status= and fall back to All for an unknown one', async () => {
    const lists = [
      [myInquiries, '/my-inquiries', 'buyer', 'responded'],
      [propertyInquiries, '/property-inquiries', 'seller', 'closed'],
      [myBookings, '/my-bookings', 'buyer', 'cancelled'],
      [propertyBookings, '/property-bookings', 'seller', 'completed'],
    ] as const
    for (const [route, path, role, chip] of lists) {
      const load = (query: string) => route.loader({ request: get(`${path}${query}`, cookies[role]), params: {}, context: {} })
      const chosen = await load(`?status=${chip}`)
      expect(chosen, path).toMatchObject({ filter: chip, items: [], error: null })
      expect(Object.values(chosen.counts).every((n) => n === 0)).toBe(true)
      expect((await load('?status=nonsense')).filter, path).toBe('all')
    }
    const request = get('/agent/assignments?assignment=1&action=accept', cookies.agent)
    expect(await agentAssignments.loader({ request, params: {}, context: {} })).toMatchObject({ assignments: [], deepLink: null })
  })

  it('answer 400 with the page’s own message to a form they cannot read', async () => {
    const refusals: [Page, Role, Record<string, string>, string][] = [
      [MY_INQUIRIES, 'buyer', { intent: 'follow-up', id: '5', message: ' ' }, MESSAGES.inquiry.followUpFailed],
      [MY_INQUIRIES, 'buyer', { intent: 'follow-up', id: '0', message: 'Hi' }, MESSAGES.inquiry.followUpFailed],
      [MY_INQUIRIES, 'buyer', { intent: 'reply', id: '5', message: 'Hi' }, MESSAGES.inquiry.followUpFailed],
      [MY_INQUIRIES, 'buyer', { intent: 'follow-up', id: '5', message: 'x'.repeat(2001) }, MESSAGES.inquiry.followUpFailed],
      [MY_INQUIRIES, 'buyer', { intent: 'spam', inquiry: '5' }, MESSAGES.inquiry.followUpFailed],
      [PROPERTY_INQUIRIES, 'seller', { intent: 'delete', id: '5' }, MESSAGES.inquiry.answerFailed],
      [PROPERTY_INQUIRIES, 'seller', { intent: 'close', id: '-1' }, MESSAGES.inquiry.answerFailed],
      [PROPERTY_INQUIRIES, 'seller', { intent: 'reply', id: '5', reply: 'x'.repeat(5001) }, MESSAGES.inquiry.answerFailed],
      [MY_BOOKINGS, 'buyer', { intent: 'confirm', id: '5' }, MESSAGES.bookings.cancelFailed],
      [MY_BOOKINGS, 'buyer', { intent: 'cancel', id: '1.5' }, MESSAGES.bookings.cancelFailed],
      [PROPERTY_BOOKINGS, 'seller', { id: '5', status: 'pending' }, MESSAGES.bookings.updateFailed],
      [PROPERTY_BOOKINGS, 'seller', { id: 'x', status: 'confirmed' }, MESSAGES.bookings.updateFailed],
      [ASSIGNMENTS, 'agent', { id: '5', response: 'maybe' }, MESSAGES.assignments.failed],
      [ASSIGNMENTS, 'agent', { id: '', response: 'accept' }, MESSAGES.assignments.failed],
      [ASSIGNMENTS, 'agent', { id: '5', response: 'accepted' }, MESSAGES.assignments.failed],
      [PROPERTY_INQUIRIES, 'seller', { intent: 'reply', id: '5' }, MESSAGES.inquiry.answerFailed],
      [PROPERTY_BOOKINGS, 'seller', { id: '5', status: 'constructor' }, MESSAGES.bookings.updateFailed],
      [MY_INQUIRIES, 'buyer', { intent: 'follow-up', id: '5' }, MESSAGES.inquiry.followUpFailed],
    ]
    for (const [page, role, form, message] of refusals) {
      expect(await post(page, form, cookies[role]), `${page.path} ${JSON.stringify(form)}`).toEqual({
        status: 400,
        body: { ok: false, message },
      })
    }
  })

  it('answer Mark as spam on the enquiry inboxes', async () => {
    for (const [page, role] of [
      [PROPERTY_INQUIRIES, 'seller'],
      [ASSIGNMENTS, 'agent'],
    ] as const) {
      expect(await post(page, { intent: 'spam', inquiry: 'x' }, cookies[role]), page.path).toEqual({
        status: 400,
        body: { ok: false, message: SPAM_MESSAGES.failed, intent: 'spam' },
      })
    }
  })

  it('answer a done move with the page’s message', async () => {
    const payload = await getTestPayload()
    const { user: buyer, cookie: buyerCookie } = await signedInUser('buyer')
    const { user: owner, cookie: ownerCookie } = await signedInUser('seller')
    const property = await makeProperty(payload, { owner: owner.id })
    const data = { property: property.id, user: buyer.id, booking_date: '2030-03-02', booking_time: '11:00', status: 'pending' as const }
    const [toCancel, toConfirm] = await Promise.all([makeRecord(payload, 'bookings', data), makeRecord(payload, 'bookings', data)])
    const enquiry = await makeRecord(payload, 'inquiries', { property: property.id, message: 'Is it available?', status: 'new' })

    expect(await post(PROPERTY_BOOKINGS, { id: String(toConfirm.id), status: 'confirmed' }, ownerCookie)).toEqual({
      status: 200,
      body: { ok: true, message: MESSAGES.bookings.moved.confirmed },
    })
    expect(await post(MY_BOOKINGS, { intent: 'cancel', id: String(toCancel.id) }, buyerCookie)).toEqual({
      status: 200,
      body: { ok: true, message: MESSAGES.bookings.cancelled },
    })
    expect(await post(PROPERTY_INQUIRIES, { intent: 'close', id: String(enquiry.id) }, ownerCookie)).toEqual({
      status: 200,
      body: { ok: true, message: MESSAGES.inquiry.closed },
    })
  })
})
