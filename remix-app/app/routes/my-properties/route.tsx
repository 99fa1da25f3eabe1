import { type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { listMyProperties } from '@gruha/cms/services/my-properties'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { Toast, type ToastMessage } from '~/components/toast'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import leadsStyles from '~/components/leads/leads.css?url'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { deleteOrSetStatus } from './my-properties.server'
import { PropertyCardView, REMOVER_KEY, type MyPropertyAnswer } from './owner-property-card'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: myPropertyStyles },
  // The confirm dialog (the same one as a buyer's Cancel Booking).
  { rel: 'stylesheet', href: leadsStyles },
]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('myProperties.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return listMyProperties({ payload: await getPayloadClient(), user })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return deleteOrSetStatus(request, user)
}

export default function MyProperties() {
  const { items, counts } = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const [onAnswer] = useState(() => (a: MyPropertyAnswer) => setToast({ kind: a.ok ? 'success' : 'error', message: a.message }))
  const shown = toast ? { ...toast, message: msg(toast.message) } : null
  const remover = useFetcher<MyPropertyAnswer>({ key: REMOVER_KEY })
  useEffect(() => {
    if (remover.state === 'idle' && remover.data) onAnswer(remover.data)
  }, [remover.state, remover.data, onAnswer])
  return (
    <main className="page">
      <Toast toast={shown} />
      <div className="page-head">
        <h1>{t('myProperties.title')}</h1>
        <Link className="button" to="/add-property">
          {t('myProperties.add')}
        </Link>
      </div>
      <dl className="stats" aria-label={t('myProperties.countsLabel')}>
        <div>
          <dt>{t('myProperties.total')}</dt>
          <dd data-testid="count-total">{counts.total}</dd>
        </div>
        <div>
          <dt>{t('myProperties.forSale')}</dt>
          <dd data-testid="count-sale">{counts.sale}</dd>
        </div>
        <div>
          <dt>{t('myProperties.forRent')}</dt>
          <dd data-testid="count-rent">{counts.rent}</dd>
        </div>
        <div>
          <dt>{t('myProperties.maintenance')}</dt>
          <dd data-testid="count-maintenance">{counts.maintenance}</dd>
        </div>
      </dl>
      {items.length === 0 ? (
        <div className="card empty">
          <p>{t('myProperties.empty')}</p>
          <Link className="button" to="/add-property">
            {t('myProperties.add')}
          </Link>
        </div>
      ) : (
        <ul className="owner-grid">
          {items.map((p) => (
            <PropertyCardView key={p.id} property={p} onAnswer={onAnswer} />
          ))}
        </ul>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
