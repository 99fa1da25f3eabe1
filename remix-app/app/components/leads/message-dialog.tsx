import { useState } from 'react'
import { LEAD_MESSAGE_MAX, enquiryReplyFormSchema, followUpFormSchema } from '@gruha/shared'
import { FieldError } from '~/components/field-error'
import { getFormProps, useSchemaForm } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import { Dialog } from './dialog'
import type { LeadFetcher } from './use-action-toast'
import { MEMBER } from '~/i18n/namespaces/member'

/**
 * A message written on an enquiry: what it posts (`intent`, the box's name), the longest the action
 * takes, and the shared schema the dialog and the action read it with.
 */
export type MessageKind = {
  intent: string
  id: string
  name: string
  maxLength: number
  schema: typeof followUpFormSchema | typeof enquiryReplyFormSchema
}

/** The buyer's follow-up (My Inquiries). */
export const FOLLOW_UP = {
  intent: 'follow-up',
  id: 'follow-up-message',
  name: 'message',
  maxLength: LEAD_MESSAGE_MAX.followUp,
  schema: followUpFormSchema,
} as const satisfies MessageKind
/** The owner's reply (Property Inquiries). */
export const REPLY = {
  intent: 'reply',
  id: 'reply-message',
  name: 'reply',
  maxLength: LEAD_MESSAGE_MAX.reply,
  schema: enquiryReplyFormSchema,
} as const satisfies MessageKind

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
  const msg = useMessage()
  const [draft, setDraft] = useState('')
  // Checked with the action's schema before sending: an empty prompt sends nothing (spec 001 §5).
  const [form, fields] = useSchemaForm({ id: `${kind.id}-form`, schema: kind.schema })
  const error = fields[kind.name as keyof typeof fields]?.errors?.[0]
  const errorId = `${kind.id}-error`
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? <FieldError id={errorId}>{msg(error)}</FieldError> : null}
      </div>
      <button type="submit" className="primary" disabled={busy || !draft.trim()}>
        {busy ? t('dialog.sending') : sendLabel}
      </button>
    </fetcher.Form>
  )
}
