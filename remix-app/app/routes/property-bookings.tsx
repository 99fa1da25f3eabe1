import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { BOOKING_FILTERS, BOOKING_STATUS_LABELS, MESSAGES, formatDateTimeIN, type BookingStatus } from '@gruha/shared'
import { listBookings } from '@gruha/cms/services/bookings/list-bookings'
import { changeBookingStatus } from '@gruha/cms/services/bookings/change-booking-status'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bookingWhen } from '~/components/leads/booking-when'
import { LeadPage } from '~/components/leads/lead-page'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = () => [{ title: 'Property Bookings · Gruha' }]

const FILTER_LABELS = { all: 'All', ...BOOKING_STATUS_LABELS }
/** (not in spec) The owner's buttons and their answers. */
const MOVES: Partial<Record<BookingStatus, { label: (from: BookingStatus) => string; done: string }>> = {
  confirmed: { label: () => 'Confirm Tour', done: 'Tour confirmed' },
  cancelled: { label: (from) => (from === 'pending' ? 'Decline' : 'Cancel Tour'), done: 'Tour declined' },
  completed: { label: () => 'Mark Completed', done: 'Tour marked completed' },
}
const FAILED = 'Failed to update booking. Please try again.'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadLeads(request, {
    roles: ['seller'],
    filters: BOOKING_FILTERS,
    fetchFailed: MESSAGES.bookings.fetchFailed,
    list: (args) => listBookings({ ...args, as: 'owner' }),
  })

/** Confirm, decline or complete a tour; the Bookings collection allows this only to the property's owner. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['seller'])
  const form = await request.formData()
  const id = formId(form)
  const status = String(form.get('status') ?? '') as BookingStatus
  const move = MOVES[status]
  if (!id || !move) return data<LeadActionData>({ ok: false, message: FAILED }, 400)
  const result = await changeBookingStatus({ payload: await getPayloadClient(), user, id, status })
  if (!result.ok) return data<LeadActionData>({ ok: false, message: result.message || FAILED }, 400)
  return data<LeadActionData>({ ok: true, message: move.done })
}

export default function PropertyBookings() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher)
  const busyId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null

  return (
    <LeadPage
      title="Property Bookings"
      path="/property-bookings"
      filters={BOOKING_FILTERS}
      labels={FILTER_LABELS}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(f) => (f === 'all' ? 'No tours booked on your properties yet.' : `No ${FILTER_LABELS[f].toLowerCase()} bookings.`)}
      emptyLink={{ to: '/my-properties', label: 'My Properties' }}
      hasItems={items.length > 0}
    >
      <ul className="lead-list" aria-label="Bookings">
        {items.map((b) => (
          <li key={b.id} className="card lead-card">
            <PropertyThumb property={b.property} />
            <div>
              <h3>{b.property?.title ?? 'Property'}</h3>
              <div className="lead-meta">
                <span>{bookingWhen(b)}</span>
                <span>{[b.name, b.email, b.phone].filter(Boolean).join(' · ')}</span>
                <span className={`status status-${b.status}`}>{BOOKING_STATUS_LABELS[b.status]}</span>
              </div>
              {b.notes ? <p className="quote">{b.notes}</p> : null}
              <p className="muted">Requested on {formatDateTimeIN(b.createdAt)}</p>
              {b.moves.length ? (
                <div className="lead-actions">
                  {b.moves.map((to) => (
                    <fetcher.Form method="post" key={to}>
                      <input type="hidden" name="id" value={b.id} />
                      <input type="hidden" name="status" value={to} />
                      <button type="submit" className={to === 'cancelled' ? 'danger' : 'primary'} disabled={busyId === b.id}>
                        {MOVES[to]?.label(b.status)}
                      </button>
                    </fetcher.Form>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </LeadPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
