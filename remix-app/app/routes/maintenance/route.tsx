import { type LinksFunction, data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat, useMessage } from '~/i18n'
import { z } from 'zod'
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_TRANSITIONS,
  MESSAGES,
  maintenanceRequestSchema,
  type MaintenanceStatus,
} from '@gruha/shared'
import { listMaintenanceRequests, type MaintenanceRow } from '@gruha/cms/services/management'
import { listMyProperties } from '@gruha/cms/services/my-properties'
import { moveMaintenanceRequest } from '@gruha/cms/services/management'
import { raiseMaintenanceRequest } from '@gruha/cms/services/management'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { getFormProps, parseForm, useSchemaForm, type SubmissionResult } from '~/forms'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { Toast, type ToastMessage } from '~/components/toast'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { FieldError } from '~/components/field-error'
import { useModalDialog } from '~/components/use-modal-dialog'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('maintenance.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const payload = await getPayloadClient()
  const [{ requests, stats }, { items }] = await Promise.all([
    listMaintenanceRequests({ payload, user }),
    listMyProperties({ payload, user }),
  ])
  return { requests, stats, properties: items.map((p) => ({ id: p.id, title: p.title })) }
}

/** A card's move (a toast), or the request form's answer: conform's result (errors, values as typed). */
type Answer = { ok: boolean; message: string; intent: 'create' | 'move'; result?: SubmissionResult }
const moveSchema = z.object({ id: z.coerce.number().int().positive(), status: z.enum(MAINTENANCE_STATUSES) })

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const form = await request.formData()
  const payload = await getPayloadClient()
  if (form.get('intent') === 'move') {
    const move = parseForm(form, moveSchema)
    if (move.status !== 'success') return data<Answer>({ ok: false, intent: 'move', message: MESSAGES.maintenance.failed }, 400)
    try {
      await moveMaintenanceRequest({ payload, user, ...move.value })
    } catch (error) {
      return appErrorData(error, (e): Answer => ({ ok: false, intent: 'move', message: e.message }))
    }
    return data<Answer>({ ok: true, intent: 'move', message: MESSAGES.maintenance.updated })
  }
  const submission = parseForm(form, maintenanceRequestSchema)
  const failed = MESSAGES.maintenance.failed
  if (submission.status !== 'success') {
    return data<Answer>({ ok: false, intent: 'create', message: failed, result: submission.reply({ formErrors: [failed] }) }, 400)
  }
  try {
    await raiseMaintenanceRequest({ payload, user, input: submission.value })
  } catch (error) {
    return appErrorData(error, (e): Answer => ({
      ok: false,
      intent: 'create',
      message: e.message,
      result: submission.reply({ formErrors: [e.message] }),
    }))
  }
  return data<Answer>({
    ok: true,
    intent: 'create',
    message: MESSAGES.maintenance.submitted,
    result: submission.reply({ resetForm: true }),
  })
}

function RequestForm({
  properties,
  onClose,
  onAnswer,
}: {
  properties: { id: number; title: string }[]
  onClose: () => void
  onAnswer: (a: Answer) => void
}) {
  const { t } = useTranslation('member')
  const msg = useMessage()
  const fetcher = useFetcher<Answer>()
  const [form, fields] = useSchemaForm({ id: 'mr-form', schema: maintenanceRequestSchema, lastResult: fetcher.data?.result })
  const errorOf = (name: keyof typeof fields) => fields[name].errors?.[0]
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      onAnswer(fetcher.data)
      onClose()
    }
  }, [fetcher.state, fetcher.data, onClose, onAnswer])
  const err = (name: keyof typeof fields) => {
    const error = errorOf(name)
    return error ? <FieldError id={`mr-${name}-error`}>{msg(error)}</FieldError> : null
  }
  const invalid = (name: keyof typeof fields) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `mr-${name}-error` : undefined,
  })
  const dialog = useModalDialog(true)
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="mr-title" onClose={onClose}>
      <div>
        <h2 id="mr-title">{t('maintenance.formTitle')}</h2>
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="mr-property">{t('maintenance.property')}</label>
            <select id="mr-property" name="property" defaultValue="" {...invalid('property')}>
              <option value="">{t('maintenance.selectProperty')}</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
            {err('property')}
          </div>
          <div className="field">
            <label htmlFor="mr-title-input">{t('maintenance.titleLabel')}</label>
            <input id="mr-title-input" name="title" {...invalid('title')} />
            {err('title')}
          </div>
          <div className="field">
            <label htmlFor="mr-category">{t('maintenance.category')}</label>
            <select id="mr-category" name="category" defaultValue="" {...invalid('category')}>
              <option value="">{t('maintenance.selectCategory')}</option>
              {MAINTENANCE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`maintenance.categories.${c.replace('/', '_')}`)}
                </option>
              ))}
            </select>
            {err('category')}
          </div>
          <div className="field">
            <label htmlFor="mr-priority">{t('maintenance.priority')}</label>
            <select id="mr-priority" name="priority" defaultValue="MEDIUM" {...invalid('priority')}>
              {MAINTENANCE_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`maintenance.priorities.${p}`)}
                </option>
              ))}
            </select>
            {err('priority')}
          </div>
          <div className="field">
            <label htmlFor="mr-description">{t('maintenance.description')}</label>
            <textarea id="mr-description" name="description" rows={4} {...invalid('description')} />
            {err('description')}
          </div>
          <div className="field">
            <label htmlFor="mr-cost">{t('maintenance.estimatedCost')}</label>
            <input id="mr-cost" name="estimated_cost" inputMode="decimal" {...invalid('estimated_cost')} />
            {err('estimated_cost')}
          </div>
          {form.errors?.[0] ? (
            <p className="form-error" role="alert" id={form.errorId}>
              {msg(form.errors[0])}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="button" className="secondary" onClick={onClose}>
              {t('maintenance.cancel')}
            </button>
            <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
              {t('maintenance.submit')}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </dialog>
  )
}

function RequestCard({ request, onAnswer }: { request: MaintenanceRow; onAnswer: (a: Answer) => void }) {
  const { t } = useTranslation('member')
  const f = useFormat()
  const fetcher = useFetcher<Answer>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, onAnswer])
  const next: readonly MaintenanceStatus[] = MAINTENANCE_TRANSITIONS[request.status]
  return (
    <li className="card" data-testid="maintenance-request">
      <h3>{request.title}</h3>
      <p className="muted">
        {request.property?.title ?? ''} · {t(`maintenance.categories.${request.category.replace('/', '_')}`)} ·{' '}
        {t(`maintenance.priorities.${request.priority}`)}
      </p>
      <p>{request.description}</p>
      <p className="muted">
        {t('maintenance.raisedOn', { date: f.date(request.createdAt) })}
        {request.estimatedCost !== null ? ` · ${t('maintenance.estimate', { amount: f.price(request.estimatedCost) })}` : ''}
        {request.completionDate ? ` · ${t('maintenance.completedOn', { date: f.date(request.completionDate) })}` : ''}
      </p>
      <span className={`badge status-${request.status.toLowerCase()}`}>{t(`maintenance.statuses.${request.status}`)}</span>
      {next.length ? (
        <div className="card-actions">
          {next.map((status) => (
            <fetcher.Form method="post" key={status}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="id" value={request.id} />
              <input type="hidden" name="status" value={status} />
              <button type="submit" className={status === 'CANCELLED' ? 'danger' : 'secondary'} disabled={fetcher.state !== 'idle'}>
                {t(`maintenance.moveTo.${status}`)}
              </button>
            </fetcher.Form>
          ))}
        </div>
      ) : null}
    </li>
  )
}

export default function Maintenance() {
  const { requests, stats, properties } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const msg = useMessage()
  const [open, setOpen] = useState(false)
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const [onAnswer] = useState(() => (a: Answer) => setToast({ kind: a.ok ? 'success' : 'error', message: a.message }))
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
