import { Fragment, useId, type ReactNode } from 'react'
import { useTranslation } from '~/i18n'
import { useModalDialog } from '../use-modal-dialog'
import { MEMBER } from '~/i18n/namespaces/member'

type Props = {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  /** Buttons under the content; a Close button is always there. */
  actions?: ReactNode
  closeLabel?: string
}

/** A modal on the native <dialog> (focus kept inside and returned; Escape and the backdrop close it). */
export function Dialog({ title, open, onClose, children, actions, closeLabel }: Props) {
  const { t } = useTranslation(MEMBER)
  const ref = useModalDialog(open)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="lead-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close()
      }}
    >
      {open ? (
        <div className="lead-dialog-body">
          <h2 id={titleId}>{title}</h2>
          {children}
          <div className="lead-dialog-actions">
            {actions}
            <button type="button" className="secondary" onClick={() => ref.current?.close()}>
              {closeLabel ?? t('dialog.close')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}

/** Terms and their values; a null row is one this lead does not have. */
export type DetailRows = ([string, ReactNode] | null)[]

/** A lead in full as a list of terms and values (View Details, View Inquiry); closed while `rows` is null. */
export function DetailsDialog({ title, rows, onClose }: { title: string; rows: DetailRows | null; onClose: () => void }) {
  return (
    <Dialog title={title} open={rows !== null} onClose={onClose}>
      {rows ? (
        <dl>
          {rows.map((row, index) =>
            row ? (
              <Fragment key={index}>
                <dt>{row[0]}</dt>
                <dd>{row[1]}</dd>
              </Fragment>
            ) : null,
          )}
        </dl>
      ) : null}
    </Dialog>
  )
}
