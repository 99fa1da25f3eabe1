import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMessage } from '~/i18n'
import { Toast, type ToastMessage } from '~/components/toast'
import { StatusChips } from './status-chips'

type Props<F extends string> = {
  title: string
  path: string
  filters: readonly F[]
  labels: Record<F, string>
  filter: F
  counts: Record<F, number>
  toast: ToastMessage | null
  error: string | null
  /** The empty state: text per chip, and where its button goes. */
  empty: (filter: F) => string
  emptyLink: { to: string; label: string }
  /** The list (rendered when there are items). */
  children: ReactNode
  hasItems: boolean
  /** Dialogs and anything else after the list. */
  after?: ReactNode
}

/** The shell of the booking and enquiry pages: toast, title, server-side chips, list or empty state. */
export function LeadPage<F extends string>(props: Props<F>) {
  const { title, path, filters, labels, filter, counts, toast, error, empty, emptyLink, children, hasItems, after } = props
  const { t } = useTranslation('member')
  const msg = useMessage()
  return (
    <main className="page">
      <Toast toast={toast ?? (error ? { kind: 'error', message: msg(error) } : null)} />
      <h1>{title}</h1>
      <StatusChips label={t('chips.label')} filters={filters} labels={labels} current={filter} counts={counts} path={path} />
      {hasItems ? (
        children
      ) : (
        <div className="card">
          <p>{empty(filter)}</p>
          <Link className="button" to={emptyLink.to}>
            {emptyLink.label}
          </Link>
        </div>
      )}
      {after}
    </main>
  )
}
