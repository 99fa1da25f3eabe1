/**
 * Lived-in demo accounts (issue 24, "Demo mode"): a newcomer who signs in as a demo member finds
 * something on every page. The demo buyer has saved listings, enquiries (one answered by the owner)
 * and tour requests (one confirmed); the demo seller has them in their inbox; the demo agent has
 * enquiries the admin offered them, one accepted and one waiting.
 *
 * Everything is made through the services the site and the console use, as the member or admin
 * who would do it, so every access rule, hook and cap applies (and the owners' e-mails are queued).
 * Idempotent: nothing is added once the demo buyer has an enquiry.
 */
import type { Payload } from 'payload'
import { DEFAULT_ASSIGNMENT_EXPIRY_HOURS, addDaysISO, fullName } from '@gruha/shared'
import type { SessionUser } from '../domain/auth/session-user'
import { sendEnquiry } from '../services/enquiries/send-enquiry'
import { answerEnquiry } from '../services/enquiries/answer-enquiry'
import { sendFollowUp } from '../services/enquiries/send-follow-up'
import { bookTour } from '../services/tours/book-tour'
import { changeBookingStatus } from '../services/bookings/change-booking-status'
import { saveProperty } from '../services/saved/save-property'
import { assignAgent } from '../services/assignments/assign-agent'
import { respondToAssignment } from '../services/assignments/respond-to-assignment'
import { isAppError } from '../errors/app-error'

export type DemoActivity = { saved: number; enquiries: number; tours: number; assignments: number }

const ENQUIRIES = [
  { message: 'Is the price negotiable? We are looking to move in within two months.', inquiry_type: 'purchase' as const },
  { message: 'Is covered car parking included, and how far is the nearest school?', inquiry_type: 'general' as const },
  { message: 'Can we see the sale deed and the latest tax receipt before a visit?', inquiry_type: 'purchase' as const },
]

/** The owner's answer to the first enquiry. */
const REPLY = 'Yes, there is some room on the price for a quick registration. Saturday mornings suit me for a visit.'
/** The buyer's follow-up to that answer, threaded under the enquiry and still waiting for the owner. */
const FOLLOW_UP = 'Thank you. Could we come this Saturday at 11 with my parents?'

/** The people involved, by user id: the three demo members and the admin who offers work to agents. */
export type DemoCast = { buyer?: number; seller?: number; agent?: number; admin?: number }

export async function seedDemoActivity(payload: Payload, cast: DemoCast, today: Date = new Date()): Promise<DemoActivity> {
  const none: DemoActivity = { saved: 0, enquiries: 0, tours: 0, assignments: 0 }
  const [buyer, seller, agent, admin] = await Promise.all(
    [cast.buyer, cast.seller, cast.agent, cast.admin].map((id) => sessionUser(payload, id)),
  )
  if (!buyer || !seller || !agent || !admin) return none
  const already = await payload.count({ collection: 'inquiries', where: { user: { equals: buyer.id } }, overrideAccess: true })
  if (already.totalDocs > 0) return none

  // The demo seller's live listings, newest first: the buyer's interest goes where a visitor's would.
  const listings = await payload.find({
    collection: 'properties',
    where: { and: [{ owner: { equals: seller.id } }, { status: { equals: 'active' } }, { slug: { exists: true } }] },
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    select: { slug: true, listing_type: true },
    overrideAccess: true,
  })
  if (listings.docs.length < 3) return none
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
  const url = (slug?: string | null) => `${siteUrl}/property/${slug ?? ''}`
  const activity = { ...none }

  for (const listing of listings.docs.slice(0, 3)) {
    try {
      await saveProperty({ payload, user: buyer, input: { propertyId: listing.id } })
    } catch (error) {
      // A listing the buyer may not save stays off their list; anything else stops the seed.
      if (isAppError(error)) continue
      throw error
    }
    activity.saved++
  }

  const enquiryIds: number[] = []
  for (const [index, enquiry] of ENQUIRIES.entries()) {
    const listing = listings.docs[index]
    const { id } = await sendEnquiry({
      payload,
      user: buyer,
      input: { property: listing.id, name: fullName(buyer), email: buyer.email, phone: buyer.phone_number ?? '', ...enquiry },
      propertyUrl: url(listing.slug),
    })
    enquiryIds.push(id)
    activity.enquiries++
  }
  await answerEnquiry({ payload, user: seller, input: { id: enquiryIds[0], reply: REPLY } })
  await sendFollowUp({ payload, user: buyer, inquiryId: enquiryIds[0], message: FOLLOW_UP })

  // Two tours in the coming week: the owner has confirmed the first; the second waits for them.
  const tours = [
    { listing: listings.docs[0], date: addDaysISO(today, 3), time: '11:00', notes: 'We will come with our parents.' },
    { listing: listings.docs[1], date: addDaysISO(today, 6), time: '16:00', notes: '' },
  ]
  for (const [index, tour] of tours.entries()) {
    const booked = await bookTour({
      payload,
      user: buyer,
      input: { property: tour.listing.id, booking_date: tour.date, booking_time: tour.time, notes: tour.notes },
      propertyUrl: url(tour.listing.slug),
    })
    activity.tours++
    if (index === 0) await changeBookingStatus({ payload, user: seller, input: { id: booked.id, status: 'confirmed' } })
  }

  // The admin offers the demo agent the other two enquiries: one accepted, one waiting for an answer.
  for (const [index, inquiryId] of enquiryIds.slice(1).entries()) {
    let offered
    try {
      offered = await assignAgent(payload, {
        admin,
        kind: 'inquiry',
        targetId: inquiryId,
        agentId: agent.id,
        notes: index === 0 ? 'Serious buyer; wants the documents before visiting.' : null,
        expiresInHours: DEFAULT_ASSIGNMENT_EXPIRY_HOURS,
      })
    } catch (error) {
      // A refused offer (the agent no longer verified, say) leaves that enquiry unassigned; anything else stops the seed.
      if (isAppError(error)) continue
      throw error
    }
    activity.assignments++
    if (index === 0) await respondToAssignment({ payload, user: agent, input: { id: offered.assignment.id, response: 'accepted' } })
  }
  return activity
}

async function sessionUser(payload: Payload, id: number | undefined): Promise<SessionUser | null> {
  if (!id) return null
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true }).catch(() => null)
  return user ? ({ ...user, collection: 'users' } as SessionUser) : null
}
