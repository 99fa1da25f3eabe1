import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import { BOOKING_FILTERS, MESSAGES, TIMINGS } from '@gruha/shared'
import { listBookings, type BookingView } from '@gruha/cms/services/bookings'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bookingWhen, time24 } from '~/components/leads/booking-when'
import { Dialog } from '~/components/leads/dialog'
import { LeadPage } from '~/components/leads/lead-page'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('bookings.metaTitle') }]

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
  try {
    await changeBookingStatus({ payload: await getPayloadClient(), user, input: { id, status: 'cancelled' } })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
  return data<LeadActionData>({ ok: true, message: MESSAGES.bookings.cancelled })
}

export default function MyBookings() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const f = useFormat()
  const revalidator = useRevalidator()
  const [details, setDetails] = useState<BookingView | null>(null)
  const [cancelling, setCancelling] = useState<BookingView | null>(null)
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher)
  const labels = Object.fromEntries(BOOKING_FILTERS.map((s) => [s, t(`bookingStatus.${s}`)])) as Record<
    (typeof BOOKING_FILTERS)[number],
    string
  >
  const none = t('dialog.none')

  // Spec 001 §9: the list refreshes every 30 seconds; the chip lives in the URL, so it stays.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
    }, TIMINGS.bookingsRefresh)
    return () => clearInterval(timer)
  }, [revalidator])

  const dialogs = (
    <>
      <Dialog title={t('bookings.detailsTitle')} open={details !== null} onClose={() => setDetails(null)}>
        {details ? (
          <dl>
            <dt>{t('bookings.property')}</dt>
            <dd>{details.property ? <Link to={details.property.path}>{details.property.title}</Link> : t('placeholderProperty')}</dd>
            <dt>{t('bookings.address')}</dt>
            <dd>{[details.property?.address, details.property?.place].filter(Boolean).join(', ') || none}</dd>
            <dt>{t('bookings.date')}</dt>
            <dd>{f.date(details.bookingDate)}</dd>
            <dt>{t('bookings.time')}</dt>
            <dd>{time24(details.bookingTime) || none}</dd>
            <dt>{t('bookings.status')}</dt>
            <dd>{labels[details.status]}</dd>
            <dt>{t('bookings.notes')}</dt>
            <dd>{details.notes || none}</dd>
            <dt>{t('bookings.agentNotes')}</dt>
            <dd>{details.agentNotes || none}</dd>
            <dt>{t('bookings.requestedOn')}</dt>
            <dd>{f.date(details.createdAt, 'dateTime')}</dd>
          </dl>
        ) : null}
      </Dialog>
      <Dialog
        title={t('bookings.cancelTitle')}
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        closeLabel={t('bookings.keep')}
        actions={
          cancelling ? (
            <fetcher.Form method="post" onSubmit={() => setCancelling(null)}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={cancelling.id} />
              <button type="submit" className="danger">
                {t('bookings.confirmCancel')}
              </button>
            </fetcher.Form>
          ) : null
        }
      >
        {cancelling ? (
          <p>
            {t('bookings.cancelPrompt', {
              title: cancelling.property?.title ?? t('placeholderProperty'),
              date: f.date(cancelling.bookingDate),
            })}
          </p>
        ) : null}
      </Dialog>
    </>
  )

  return (
    <LeadPage
      title={t('bookings.title')}
      path="/my-bookings"
      filters={BOOKING_FILTERS}
      labels={labels}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(s) => (s === 'all' ? t('bookings.empty') : t('bookings.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/buy', label: t('browseProperties') }}
      hasItems={items.length > 0}
      after={dialogs}
    >
      <ul className="lead-list" aria-label={t('bookings.title')}>
        {items.map((b) => (
          <li key={b.id} className="card lead-card">
            <PropertyThumb property={b.property} />
            <div>
              <h3>{b.property?.title ?? t('placeholderProperty')}</h3>
              <div className="lead-meta">
                <span>{b.property?.place}</span>
                <span>{bookingWhen(b, f)}</span>
                <span className={`status status-${b.status}`}>{labels[b.status]}</span>
              </div>
              <div className="lead-actions">
                <button type="button" className="secondary" onClick={() => setDetails(b)}>
                  {t('bookings.viewDetails')}
                </button>
                {b.moves.includes('cancelled') ? (
                  <button type="button" className="danger" onClick={() => setCancelling(b)} disabled={fetcher.state !== 'idle'}>
                    {t('bookings.cancel')}
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
