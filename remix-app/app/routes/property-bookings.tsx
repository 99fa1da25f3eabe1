import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import { BOOKING_FILTERS, MESSAGES, type BookingStatus } from '@gruha/shared'
import { listBookings } from '@gruha/cms/services/bookings'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import { appErrorData } from '~/utils/app-error.server'
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

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('propertyBookings.metaTitle') }]

/** (not in spec) The owner's answers; the page translates them through the `messages` catalogue. */
const DONE: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Tour confirmed',
  cancelled: 'Tour declined',
  completed: 'Tour marked completed',
}

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
  const done = DONE[status]
  if (!id || !done) return data<LeadActionData>({ ok: false, message: MESSAGES.bookings.updateFailed }, 400)
  try {
    await changeBookingStatus({ payload: await getPayloadClient(), user, input: { id, status } })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
  return data<LeadActionData>({ ok: true, message: done })
}

export default function PropertyBookings() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const f = useFormat()
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher)
  const busyId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null
  const labels = Object.fromEntries(BOOKING_FILTERS.map((s) => [s, t(`bookingStatus.${s}`)])) as Record<
    (typeof BOOKING_FILTERS)[number],
    string
  >
  const moveLabel = (from: BookingStatus, to: BookingStatus) =>
    to === 'confirmed'
      ? t('propertyBookings.confirm')
      : to === 'completed'
        ? t('propertyBookings.complete')
        : from === 'pending'
          ? t('propertyBookings.decline')
          : t('propertyBookings.cancelTour')

  return (
    <LeadPage
      title={t('propertyBookings.title')}
      path="/property-bookings"
      filters={BOOKING_FILTERS}
      labels={labels}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(s) => (s === 'all' ? t('propertyBookings.empty') : t('bookings.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/my-properties', label: t('myProperties.title') }}
      hasItems={items.length > 0}
    >
      <ul className="lead-list" aria-label={t('propertyBookings.title')}>
        {items.map((b) => (
          <li key={b.id} className="card lead-card">
            <PropertyThumb property={b.property} />
            <div>
              <h3>{b.property?.title ?? t('placeholderProperty')}</h3>
              <div className="lead-meta">
                <span>{bookingWhen(b, f)}</span>
                <span>{[b.name, b.email, b.phone].filter(Boolean).join(' · ')}</span>
                <span className={`status status-${b.status}`}>{labels[b.status]}</span>
              </div>
              {b.notes ? <p className="quote">{b.notes}</p> : null}
              <p className="muted">{t('propertyBookings.requestedOn', { date: f.date(b.createdAt, 'dateTime') })}</p>
              {b.moves.length ? (
                <div className="lead-actions">
                  {b.moves.map((to) => (
                    <fetcher.Form method="post" key={to}>
                      <input type="hidden" name="id" value={b.id} />
                      <input type="hidden" name="status" value={to} />
                      <button type="submit" className={to === 'cancelled' ? 'danger' : 'primary'} disabled={busyId === b.id}>
                        {moveLabel(b.status, to)}
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
