import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { BOOKING_FILTERS, BOOKING_STATUS_LABELS, MESSAGES, TIMINGS, formatDateIN, formatDateTimeIN, formatTime24 } from '@gruha/shared'
import { listBookings, type BookingView } from '@gruha/cms/services/bookings/list-bookings'
import { changeBookingStatus } from '@gruha/cms/services/bookings/change-booking-status'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bookingWhen } from '~/components/leads/booking-when'
import { Dialog } from '~/components/leads/dialog'
import { LeadPage } from '~/components/leads/lead-page'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = () => [{ title: 'My Bookings · Gruha' }]

const FILTER_LABELS = { all: 'All', ...BOOKING_STATUS_LABELS }

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadLeads(request, {
    roles: ['buyer'],
    filters: BOOKING_FILTERS,
    fetchFailed: MESSAGES.bookings.fetchFailed,
    list: (args) => listBookings({ ...args, as: 'customer' }),
  })

/** Cancel: the Bookings collection allows the customer only pending → cancelled. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['buyer'])
  const form = await request.formData()
  const id = formId(form)
  if (form.get('intent') !== 'cancel' || !id) return data<LeadActionData>({ ok: false, message: MESSAGES.bookings.cancelFailed }, 400)
  const result = await changeBookingStatus({ payload: await getPayloadClient(), user, id, status: 'cancelled' })
  if (!result.ok) return data<LeadActionData>({ ok: false, message: result.message || MESSAGES.bookings.cancelFailed }, 400)
  return data<LeadActionData>({ ok: true, message: MESSAGES.bookings.cancelled })
}

export default function MyBookings() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [details, setDetails] = useState<BookingView | null>(null)
  const [cancelling, setCancelling] = useState<BookingView | null>(null)
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher)

  // Spec 001 §9: the list refreshes every 30 seconds; the chip lives in the URL, so it stays.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
    }, TIMINGS.bookingsRefresh)
    return () => clearInterval(timer)
  }, [revalidator])

  const dialogs = (
    <>
      <Dialog title="Booking Details" open={details !== null} onClose={() => setDetails(null)}>
        {details ? (
          <dl>
            <dt>Property</dt>
            <dd>{details.property ? <Link to={details.property.path}>{details.property.title}</Link> : 'Property'}</dd>
            <dt>Address</dt>
            <dd>{[details.property?.address, details.property?.place].filter(Boolean).join(', ') || '—'}</dd>
            <dt>Date</dt>
            <dd>{formatDateIN(details.bookingDate)}</dd>
            <dt>Time</dt>
            <dd>{formatTime24(details.bookingTime) || '—'}</dd>
            <dt>Status</dt>
            <dd>{BOOKING_STATUS_LABELS[details.status]}</dd>
            <dt>Your notes</dt>
            <dd>{details.notes || '—'}</dd>
            <dt>Agent notes</dt>
            <dd>{details.agentNotes || '—'}</dd>
            <dt>Requested on</dt>
            <dd>{formatDateTimeIN(details.createdAt)}</dd>
          </dl>
        ) : null}
      </Dialog>
      <Dialog
        title="Cancel Booking"
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        closeLabel="Keep Booking"
        actions={
          cancelling ? (
            <fetcher.Form method="post" onSubmit={() => setCancelling(null)}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={cancelling.id} />
              <button type="submit" className="danger">
                Yes, Cancel Booking
              </button>
            </fetcher.Form>
          ) : null
        }
      >
        {cancelling ? (
          <p>
            Are you sure you want to cancel your tour of {cancelling.property?.title ?? 'this property'} on{' '}
            {formatDateIN(cancelling.bookingDate)}?
          </p>
        ) : null}
      </Dialog>
    </>
  )

  return (
    <LeadPage
      title="My Bookings"
      path="/my-bookings"
      filters={BOOKING_FILTERS}
      labels={FILTER_LABELS}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(f) => (f === 'all' ? 'You have no tour bookings yet.' : `No ${FILTER_LABELS[f].toLowerCase()} bookings.`)}
      emptyLink={{ to: '/buy', label: 'Browse Properties' }}
      hasItems={items.length > 0}
      after={dialogs}
    >
      <ul className="lead-list" aria-label="Bookings">
        {items.map((b) => (
          <li key={b.id} className="card lead-card">
            <PropertyThumb property={b.property} />
            <div>
              <h3>{b.property?.title ?? 'Property'}</h3>
              <div className="lead-meta">
                <span>{b.property?.place}</span>
                <span>{bookingWhen(b)}</span>
                <span className={`status status-${b.status}`}>{BOOKING_STATUS_LABELS[b.status]}</span>
              </div>
              <div className="lead-actions">
                <button type="button" onClick={() => setDetails(b)}>
                  View Details
                </button>
                {b.moves.includes('cancelled') ? (
                  <button type="button" className="danger" onClick={() => setCancelling(b)} disabled={fetcher.state !== 'idle'}>
                    Cancel
                  </button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LeadPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
