import { type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { MAINTENANCE_STATUSES } from '@gruha/shared'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { Toast, type ToastMessage } from '~/components/toast'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { loadMaintenance, raiseOrMoveRequest } from './maintenance.server'
import { RequestCard, RequestForm, type MaintenanceAnswer } from './maintenance-requests'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('maintenance.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return loadMaintenance(user)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return raiseOrMoveRequest(request, user)
}

export default function Maintenance() {
  const { requests, stats, properties } = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const [open, setOpen] = useState(false)
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const [onAnswer] = useState(() => (a: MaintenanceAnswer) => setToast({ kind: a.ok ? 'success' : 'error', message: a.message }))
  return (
    <main className="page">
      <Toast toast={toast ? { ...toast, message: msg(toast.message) } : null} />
      <div className="page-head">
        <h1>{t('maintenance.title')}</h1>
        <button type="button" className="primary" onClick={() => setOpen(true)} disabled={properties.length === 0}>
          {t('maintenance.newRequest')}
        </button>
      </div>
      <dl className="stats" aria-label={t('maintenance.statsLabel')}>
        <div>
          <dt>{t('maintenance.total')}</dt>
          <dd data-testid="stat-total">{stats.total}</dd>
        </div>
        {MAINTENANCE_STATUSES.map((s) => (
          <div key={s}>
            <dt>{t(`maintenance.statuses.${s}`)}</dt>
            <dd data-testid={`stat-${s}`}>{stats[s]}</dd>
          </div>
        ))}
      </dl>
      {properties.length === 0 ? <p className="muted">{t('maintenance.noProperties')}</p> : null}
      {requests.length === 0 ? (
        <div className="card empty">
          <p>{t('maintenance.empty')}</p>
        </div>
      ) : (
        <ul className="list">
          {requests.map((r) => (
            <RequestCard key={r.id} request={r} onAnswer={onAnswer} />
          ))}
        </ul>
      )}
      {open ? <RequestForm properties={properties} onAnswer={onAnswer} onClose={() => setOpen(false)} /> : null}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
