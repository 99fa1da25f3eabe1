import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from './dialog'
import type { LeadFetcher } from './use-action-toast'
import { MEMBER } from '~/i18n/namespaces/member'

/** A message written on an enquiry: what it posts (`intent`, the box's name) and the longest the action takes. */
export type MessageKind = { intent: string; id: string; name: string; maxLength: number }

/** The buyer's follow-up (My Inquiries). */
export const FOLLOW_UP = { intent: 'follow-up', id: 'follow-up-message', name: 'message', maxLength: 2000 } as const satisfies MessageKind
/** The owner's reply (Property Inquiries). */
export const REPLY = { intent: 'reply', id: 'reply-message', name: 'reply', maxLength: 5000 } as const satisfies MessageKind

/** The enquiry a message answers, and the words around the box; null while the dialog is closed. */
type About = { id: number; label: string; quote?: string }

type Props = {
  title: string
  kind: MessageKind
  about: About | null
  sendLabel: string
  fetcher: LeadFetcher
  onClose: () => void
}

/** A dialog that writes one message on an enquiry (the buyer's follow-up, the owner's reply) and posts it. */
export function MessageDialog({ title, about, onClose, ...form }: Props) {
  const { t } = useTranslation(MEMBER)
  return (
    <Dialog title={title} open={about !== null} onClose={onClose} closeLabel={t('dialog.cancel')}>
      {/* Keyed on the enquiry: each opening starts with an empty box. */}
      {about ? <MessageForm key={about.id} about={about} {...form} /> : null}
    </Dialog>
  )
}

function MessageForm({ kind, about, sendLabel, fetcher }: Omit<Props, 'title' | 'onClose' | 'about'> & { about: About }) {
  const { t } = useTranslation(MEMBER)
  const [draft, setDraft] = useState('')
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        // An empty prompt sends nothing (spec 001 §5).
        if (!draft.trim()) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value={kind.intent} />
      <input type="hidden" name="id" value={about.id} />
      {about.quote !== undefined ? <p className="quote muted">{about.quote}</p> : null}
      <div className="field">
        <label htmlFor={kind.id}>{about.label}</label>
        <textarea
          id={kind.id}
          name={kind.name}
          maxLength={kind.maxLength}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          required
        />
      </div>
      <button type="submit" className="primary" disabled={busy || !draft.trim()}>
        {busy ? t('dialog.sending') : sendLabel}
      </button>
    </fetcher.Form>
  )
}
