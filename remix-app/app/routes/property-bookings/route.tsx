import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { metaT, useFormat, useTranslation } from '~/i18n'
import { BOOKING_FILTERS, type BookingStatus } from '@gruha/shared'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bookingWhen } from '~/components/leads/booking-when'
import { leadAction } from '~/components/leads/lead-action.server'
import { LeadPage, statusLabels } from '~/components/leads/lead-page'
import { bookingList, loadLeads } from '~/components/leads/load-leads.server'
import { PostButton } from '~/components/leads/post-button'
import { useLeadAction } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'
import { moveForm } from './property-bookings.server'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('propertyBookings.metaTitle') }]

export const loader = ({ request }: LoaderFunctionArgs) => loadLeads(request, ['seller'], bookingList('owner'))

export const action = ({ request }: ActionFunctionArgs) => leadAction(request, ['seller'], moveForm)

export default function PropertyBookings() {
  const leads = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  const { fetcher, toast, busyId } = useLeadAction()
  const labels = statusLabels(BOOKING_FILTERS, (s) => t(`bookingStatus.${s}`))
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
      leads={leads}
      toast={toast}
      empty={(s) => (s === 'all' ? t('propertyBookings.empty') : t('bookings.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/my-properties', label: t('myProperties.title') }}
      card={(b) => ({
        meta: (
          <>
            <span>{bookingWhen(b, f)}</span>
            <span>{[b.name, b.email, b.phone].filter(Boolean).join(' · ')}</span>
          </>
        ),
        body: (
          <>
            {b.notes ? <p className="quote">{b.notes}</p> : null}
            <p className="muted">{t('propertyBookings.requestedOn', { date: f.date(b.createdAt, 'dateTime') })}</p>
          </>
        ),
        actions: b.moves.length
          ? b.moves.map((to) => (
              <PostButton
                key={to}
                fetcher={fetcher}
                fields={{ id: b.id, status: to }}
                className={to === 'cancelled' ? 'danger' : 'primary'}
                disabled={busyId === b.id}
              >
                {moveLabel(b.status, to)}
              </PostButton>
            ))
          : null,
      })}
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
