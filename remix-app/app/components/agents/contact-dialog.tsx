import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { AGENT_MESSAGE_MAX, MESSAGES, agentMessageSchema } from '@gruha/shared'
import type { AgentCard } from '@gruha/cms/services/agents'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import { FieldError } from '~/components/field-error'
import { AGENT } from '~/i18n/namespaces/agent'
import { COMMON } from '~/i18n/namespaces/common'

type ContactDialogProps = {
  agent: AgentCard
  topic: 'contact' | 'viewing'
  /** Where Cancel (and Escape) go: the directory with its filters, dialog closed. */
  closeHref: string
  onClose: () => void
  /** The action's answer to a failed send: its errors and what the member typed. */
  lastResult?: SubmissionResult
}

/**
 * The agent's phone and e-mail, a message box, Cancel and Send Message. Rendered open by the
 * server when the URL names an agent, so it works without JavaScript; with JavaScript it becomes
 * a real modal (focus trapped, Escape closes).
 */
export function ContactDialog({ agent, topic, closeHref, onClose, lastResult }: ContactDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigation = useNavigation()
  const { t } = useTranslation([AGENT, COMMON])
  const msg = useMessage()
  const busy = navigation.state === 'submitting'
  const [form, fields] = useSchemaForm({ id: 'contact-agent', schema: agentMessageSchema, lastResult })
  const messageError = fields.message.errors?.[0]
  const formError = form.errors?.[0]

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (dialog.open) dialog.close()
    dialog.showModal()
  }, [agent.id])

  const typed: unknown = fields.message.initialValue
  const initial = typeof typed === 'string' ? typed : topic === 'viewing' ? msg(MESSAGES.agents.viewingRequest) : ''
  return (
    <dialog
      ref={ref}
      open
      className="contact-dialog"
      aria-labelledby="contact-dialog-title"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <h2 id="contact-dialog-title">{t(topic === 'viewing' ? 'contact.viewingTitle' : 'contact.title', { name: agent.name })}</h2>
      <p className="muted">{agent.agency}</p>
      <ul className="contact-details">
        {agent.phone ? (
          <li>
            {t('contact.phone')}: <a href={`tel:${agent.phone.replace(/\s+/g, '')}`}>{agent.phone}</a>
          </li>
        ) : null}
        {agent.email ? (
          <li>
            {t('contact.email')}: <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </li>
        ) : null}
      </ul>
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="agent" value={agent.id} />
        <input type="hidden" name="topic" value={topic} />
        {formError ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {msg(formError)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="contact-message">{t('contact.message')}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            maxLength={AGENT_MESSAGE_MAX}
            defaultValue={initial}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? 'contact-message-error' : undefined}
          />
          {messageError ? <FieldError id="contact-message-error">{msg(messageError)}</FieldError> : null}
        </div>
        <div className="dialog-actions">
          <Link className="button secondary" to={closeHref} preventScrollReset>
            {t('contact.cancel')}
          </Link>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </Form>
    </dialog>
  )
}
