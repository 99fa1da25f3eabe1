import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import type { PropertySummary } from '@gruha/cms/services/leads'
import { useMessage, useTranslation } from '~/i18n'
import { Toast, type ToastMessage } from '~/components/toast'
import { PropertyThumb } from './property-thumb'
import { StatusChips } from './status-chips'
import { MEMBER } from '~/i18n/namespaces/member'

/** A booking or an enquiry, as far as its page's shell reads it. */
type Lead<F extends string> = { id: number; status: F; property: PropertySummary | null }

/** A card's own parts: the facts before its status, the text under them, and its buttons (none: no button row). */
export type LeadCardParts = { meta: ReactNode; body?: ReactNode; actions?: ReactNode }

type Props<F extends string, T extends Lead<F>> = {
  title: string
  path: string
  filters: readonly F[]
  /** The words of each chip and status. */
  labels: Record<F, string>
  /** The loader's answer (loadLeads). */
  leads: { filter: F; items: T[]; counts: Record<F, number>; error: string | null }
  toast: ToastMessage | null
  /** The empty state: text per chip, and where its button goes. */
  empty: (filter: F) => string
  emptyLink: { to: string; label: string }
  card: (lead: T) => LeadCardParts
  /** Dialogs and anything else after the list. */
  after?: ReactNode
}

/** Each chip's words, from the page's status catalogue. */
export const statusLabels = <F extends string>(filters: readonly F[], label: (filter: F) => string) =>
  Object.fromEntries(filters.map((f) => [f, label(f)])) as Record<F, string>

/**
 * The booking and enquiry pages: toast, title, server-side chips, and the list of cards (cover, the
 * listing's title, the facts ending in the status, the page's text and buttons) or the empty state.
 */
export function LeadPage<F extends string, T extends Lead<F>>(props: Props<F, T>) {
  const { title, path, filters, labels, leads, toast, empty, emptyLink, card, after } = props
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  return (
    <main className="page">
      <Toast toast={toast ?? (leads.error ? { kind: 'error', message: msg(leads.error) } : null)} />
      <h1>{title}</h1>
      <StatusChips label={t('chips.label')} filters={filters} labels={labels} current={leads.filter} counts={leads.counts} path={path} />
      {leads.items.length > 0 ? (
        <ul className="lead-list" aria-label={title}>
          {leads.items.map((lead) => {
            const { meta, body, actions } = card(lead)
            return (
              <li key={lead.id} className="card lead-card">
                <PropertyThumb property={lead.property} />
                <div>
                  <h3>{lead.property?.title ?? t('placeholderProperty')}</h3>
                  <div className="lead-meta">
                    {meta}
                    <span className={`status status-${lead.status}`}>{labels[lead.status]}</span>
                  </div>
                  {body}
                  {actions ? <div className="lead-actions">{actions}</div> : null}
                </div>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="card">
          <p>{empty(leads.filter)}</p>
          <Link className="button" to={emptyLink.to}>
            {emptyLink.label}
          </Link>
        </div>
      )}
      {after}
    </main>
  )
}
