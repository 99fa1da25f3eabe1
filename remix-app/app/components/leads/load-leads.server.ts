import { BOOKING_FILTERS, INQUIRY_FILTERS, MESSAGES, type Role } from '@gruha/shared'
import { listBookings, type BookingFilter, type BookingView } from '@gruha/cms/services/bookings'
import { listEnquiries, type InquiryFilter, type InquiryView } from '@gruha/cms/services/enquiries'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'

type Payload = Awaited<ReturnType<typeof getPayloadClient>>
type LeadList<F extends string, T> = { filter: F; items: T[]; counts: Record<F, number> }

/** What a lead page lists: its chips, the spec's message when the list cannot be read, and the service. */
export type LeadSource<F extends string, T> = {
  filters: readonly F[]
  fetchFailed: string
  list: (args: { payload: Payload; user: SessionUser; filter: string | null }) => Promise<LeadList<F, T>>
}

/** Enquiries the member sent (My Inquiries) or received on their listings (Property Inquiries). */
export const enquiryList = (as: 'sender' | 'owner'): LeadSource<InquiryFilter, InquiryView> => ({
  filters: INQUIRY_FILTERS,
  fetchFailed: MESSAGES.inquiry.fetchFailed,
  list: (args) => listEnquiries({ ...args, as }),
})

/** Tours the member booked (My Bookings) or that were booked on their listings (Property Bookings). */
export const bookingList = (as: 'customer' | 'owner'): LeadSource<BookingFilter, BookingView> => ({
  filters: BOOKING_FILTERS,
  fetchFailed: MESSAGES.bookings.fetchFailed,
  list: (args) => listBookings({ ...args, as }),
})

/**
 * Loader of the booking and enquiry pages: checks the role, reads the chip from `?status=` and
 * lists through the service; a failure shows the spec's message with an empty list.
 */
export async function loadLeads<F extends string, T>(
  request: Request,
  roles: readonly Role[],
  source: LeadSource<F, T>,
): Promise<LeadList<F, T> & { error: string | null }> {
  const user = await requireRole(request, roles)
  const filter = new URL(request.url).searchParams.get('status')
  const payload = await getPayloadClient()
  try {
    return { ...(await source.list({ payload, user, filter })), error: null }
  } catch (error) {
    payload.logger.error({ err: error, path: new URL(request.url).pathname }, 'could not list leads')
    const counts = Object.fromEntries(source.filters.map((f) => [f, 0])) as Record<F, number>
    return { filter: source.filters[0], items: [], counts, error: source.fetchFailed }
  }
}

/** A positive record id from a form, or null. */
export function formId(form: FormData, name = 'id'): number | null {
  const id = Number(form.get(name))
  return Number.isInteger(id) && id > 0 ? id : null
}
