import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_TRANSITIONS, maintenanceRequestSchema } from '@gruha/shared'
import type { MaintenanceRow } from '@gruha/cms/services/management'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { keyPart } from '~/i18n/key-part'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { FieldError } from '~/components/field-error'
import { useModalDialog } from '~/components/use-modal-dialog'
import { MEMBER } from '~/i18n/namespaces/member'

/** A card's move (a toast), or the request form's answer: conform's result (errors, values as typed). */
export type MaintenanceAnswer = { ok: boolean; message: string; intent: 'create' | 'move'; result?: SubmissionResult }

/** The New Request dialog; it closes once the request is raised. */
export function RequestForm({
  properties,
  onClose,
  onAnswer,
}: {
  properties: { id: number; title: string }[]
  onClose: () => void
  onAnswer: (a: MaintenanceAnswer) => void
}) {
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const fetcher = useFetcher<MaintenanceAnswer>()
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
                  {t(`maintenance.categories.${keyPart(c)}`)}
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

/** A request with a button for each status it may move to (MAINTENANCE_TRANSITIONS). */
export function RequestCard({ request, onAnswer }: { request: MaintenanceRow; onAnswer: (a: MaintenanceAnswer) => void }) {
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  const fetcher = useFetcher<MaintenanceAnswer>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, onAnswer])
  const next = MAINTENANCE_TRANSITIONS[request.status]
  return (
    <li className="card" data-testid="maintenance-request">
      <h3>{request.title}</h3>
      <p className="muted">
        {request.property?.title ?? ''} · {t(`maintenance.categories.${keyPart(request.category)}`)} ·{' '}
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
