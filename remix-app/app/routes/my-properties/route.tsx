import { type LinksFunction, data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat, useMessage } from '~/i18n'
import { MESSAGES, PROPERTY_STATUSES, myPropertyStatusSchema } from '@gruha/shared'
import { deleteMyProperty } from '@gruha/cms/services/my-properties'
import { listMyProperties, type MyPropertyCard } from '@gruha/cms/services/my-properties'
import { setMyPropertyStatus } from '@gruha/cms/services/my-properties'
import type { AppError } from '@gruha/cms/errors'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { appErrorData } from '~/utils/app-error.server'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { Toast, type ToastMessage } from '~/components/toast'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { Dialog } from '~/components/leads/dialog'
import leadsStyles from '~/components/leads/leads.css?url'
import myPropertyStyles from '~/components/my-property/my-property.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: myPropertyStyles },
  // The confirm dialog (the same one as a buyer's Cancel Booking).
  { rel: 'stylesheet', href: leadsStyles },
]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('myProperties.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return listMyProperties({ payload: await getPayloadClient(), user })
}

type ActionAnswer = { ok: boolean; message: string }

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const form = await request.formData()
  const id = Number(form.get('id'))
  if (!Number.isInteger(id) || id <= 0) return data<ActionAnswer>({ ok: false, message: MESSAGES.properties.deleteFailed }, 400)
  const payload = await getPayloadClient()
  const refused = (e: AppError): ActionAnswer => ({ ok: false, message: e.message })
  if (form.get('intent') === 'delete') {
    try {
      await deleteMyProperty({ payload, user, id })
    } catch (error) {
      return appErrorData(error, refused)
    }
    return data<ActionAnswer>({ ok: true, message: MESSAGES.properties.deleted })
  }
  const parsed = myPropertyStatusSchema.safeParse({ status: form.get('status') })
  if (!parsed.success) return data<ActionAnswer>({ ok: false, message: MESSAGES.properties.ownerStatusInvalid }, 400)
  try {
    await setMyPropertyStatus({ payload, user, id, status: parsed.data.status })
  } catch (error) {
    return appErrorData(error, refused)
  }
  return data<ActionAnswer>({ ok: true, message: MESSAGES.properties.statusUpdated })
}

const REMOVER_KEY = 'remove-property'

function ManageStatus({ property, onAnswer }: { property: MyPropertyCard; onAnswer: (a: ActionAnswer) => void }) {
  const { t } = useTranslation('member')
  const msg = useMessage()
  const fetcher = useFetcher<ActionAnswer>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, onAnswer])
  if (property.status === 'pending_review') return <p className="muted">{msg(MESSAGES.properties.underReview)}</p>
  return (
    <fetcher.Form method="post" className="manage-status">
      <input type="hidden" name="id" value={property.id} />
      <input type="hidden" name="intent" value="status" />
      <label htmlFor={`status-${property.id}`}>{t('myProperties.status')}</label>
      <select id={`status-${property.id}`} name="status" defaultValue={property.status}>
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`myProperties.statuses.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="secondary" disabled={fetcher.state !== 'idle'}>
        {t('myProperties.save')}
      </button>
    </fetcher.Form>
  )
}

function PropertyCardView({ property, onAnswer }: { property: MyPropertyCard; onAnswer: (a: ActionAnswer) => void }) {
  const { t } = useTranslation(['member', 'property'])
  const f = useFormat()
  const msg = useMessage()
  const [managing, setManaging] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Shared with the page (REMOVER_KEY), which shows the answer: this card is gone once it arrives.
  const remover = useFetcher<ActionAnswer>({ key: REMOVER_KEY })
  const removing = remover.state !== 'idle' && remover.formData?.get('id') === String(property.id)
  const price = property.listingType === 'RENT' ? f.rent(property.monthlyRent) : f.compactPrice(property.price)
  return (
    <li className="card owner-property" data-testid="my-property">
      {property.image ? (
        <img src={property.image.url} alt={property.image.alt} width={384} height={256} loading="lazy" />
      ) : (
        <div className="image-placeholder" aria-hidden="true" />
      )}
      <div className="owner-property-body">
        <h2>{property.status === 'active' ? <Link to={property.path}>{property.title}</Link> : property.title}</h2>
        <p className="muted">{[property.city, property.state].filter(Boolean).join(', ')}</p>
        <p>
          {t(`property:types.${property.propertyType}`)} ·{' '}
          {property.listingType === 'RENT' ? t('myProperties.forRent') : t('myProperties.forSale')}
        </p>
        <p className="price">{price}</p>
        <span className={`badge status-${property.status}`}>{t(`myProperties.statuses.${property.status}`)}</span>
        <div className="card-actions">
          <Link className="button secondary" to={`/my-properties/${property.id}/edit`}>
            {t('myProperties.edit')}
          </Link>
          <button type="button" className="secondary" aria-expanded={managing} onClick={() => setManaging((m) => !m)}>
            {t('myProperties.manage')}
          </button>
          {/* With JavaScript, Delete asks first in the site's dialog; without it, the form posts at once. */}
          <remover.Form
            method="post"
            onSubmit={(e) => {
              e.preventDefault()
              setConfirming(true)
            }}
          >
            <input type="hidden" name="id" value={property.id} />
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="danger" disabled={removing}>
              {t('myProperties.delete')}
            </button>
          </remover.Form>
        </div>
        {managing ? <ManageStatus property={property} onAnswer={onAnswer} /> : null}
      </div>
      <Dialog
        title={t('myProperties.deleteTitle')}
        open={confirming}
        onClose={() => setConfirming(false)}
        closeLabel={t('myProperties.keep')}
        actions={
          <button
            type="button"
            className="danger"
            onClick={() => {
              setConfirming(false)
              remover.submit({ id: String(property.id), intent: 'delete' }, { method: 'post' })
            }}
          >
            {t('myProperties.confirmDelete')}
          </button>
        }
      >
        <p>{msg(MESSAGES.properties.confirmDelete)}</p>
      </Dialog>
    </li>
  )
}

export default function MyProperties() {
  const { items, counts } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const msg = useMessage()
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const [onAnswer] = useState(() => (a: ActionAnswer) => setToast({ kind: a.ok ? 'success' : 'error', message: a.message }))
  const shown = toast ? { ...toast, message: msg(toast.message) } : null
  const remover = useFetcher<ActionAnswer>({ key: REMOVER_KEY })
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
