import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { metaT, useFormat, useTranslation } from '~/i18n'
import { BOOKING_FILTERS, TIMINGS } from '@gruha/shared'
import type { BookingView } from '@gruha/cms/services/bookings'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bookingWhen, time24 } from '~/components/leads/booking-when'
import { DetailsDialog, Dialog, type DetailRows } from '~/components/leads/dialog'
import { leadAction } from '~/components/leads/lead-action.server'
import { LeadPage, statusLabels } from '~/components/leads/lead-page'
import { bookingList, loadLeads } from '~/components/leads/load-leads.server'
import { PostButton } from '~/components/leads/post-button'
import { useLeadAction } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'
import { useRefreshWhileVisible } from '~/utils/use-refresh-while-visible'
import { cancelForm } from './my-bookings.server'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('bookings.metaTitle') }]

export const loader = ({ request }: LoaderFunctionArgs) => loadLeads(request, ['buyer'], bookingList('customer'))

export const action = ({ request }: ActionFunctionArgs) => leadAction(request, ['buyer'], cancelForm)

export default function MyBookings() {
  const leads = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  const [viewing, setViewing] = useState<BookingView | null>(null)
  const [cancelling, setCancelling] = useState<BookingView | null>(null)
  const { fetcher, toast, busy } = useLeadAction()
  const labels = statusLabels(BOOKING_FILTERS, (s) => t(`bookingStatus.${s}`))
  const none = t('dialog.none')

  // Spec 001 §9: the list refreshes every 30 seconds; the chip lives in the URL, so it stays.
  useRefreshWhileVisible(TIMINGS.bookingsRefresh)

  const details: DetailRows | null = viewing && [
    [
      t('bookings.property'),
      viewing.property ? <Link to={viewing.property.path}>{viewing.property.title}</Link> : t('placeholderProperty'),
    ],
    [t('bookings.address'), [viewing.property?.address, viewing.property?.place].filter(Boolean).join(', ') || none],
    [t('bookings.date'), f.date(viewing.bookingDate)],
    [t('bookings.time'), time24(viewing.bookingTime) || none],
    [t('bookings.status'), labels[viewing.status]],
    [t('bookings.notes'), viewing.notes || none],
    [t('bookings.agentNotes'), viewing.agentNotes || none],
    [t('bookings.requestedOn'), f.date(viewing.createdAt, 'dateTime')],
  ]

  return (
    <LeadPage
      title={t('bookings.title')}
      path="/my-bookings"
      filters={BOOKING_FILTERS}
      labels={labels}
      leads={leads}
      toast={toast}
      empty={(s) => (s === 'all' ? t('bookings.empty') : t('bookings.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/buy', label: t('browseProperties') }}
      card={(b) => ({
        meta: (
          <>
            <span>{b.property?.place}</span>
            <span>{bookingWhen(b, f)}</span>
          </>
        ),
        actions: (
          <>
            <button type="button" className="secondary" onClick={() => setViewing(b)}>
              {t('bookings.viewDetails')}
            </button>
            {b.moves.includes('cancelled') ? (
              <button type="button" className="danger" onClick={() => setCancelling(b)} disabled={busy}>
                {t('bookings.cancel')}
              </button>
            ) : null}
          </>
        ),
      })}
      after={
        <>
          <DetailsDialog title={t('bookings.detailsTitle')} rows={details} onClose={() => setViewing(null)} />
          <Dialog
            title={t('bookings.cancelTitle')}
            open={cancelling !== null}
            onClose={() => setCancelling(null)}
            closeLabel={t('bookings.keep')}
            actions={
              cancelling ? (
                <PostButton
                  fetcher={fetcher}
                  fields={{ intent: 'cancel', id: cancelling.id }}
                  className="danger"
                  onSubmit={() => setCancelling(null)}
                >
                  {t('bookings.confirmCancel')}
                </PostButton>
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
      }
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
