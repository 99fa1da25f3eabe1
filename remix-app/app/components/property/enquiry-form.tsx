import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from '@remix-run/react'
import { LABELS, inquirySchema } from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import { Field } from '~/components/forms'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { FieldError } from '~/components/field-error'
import { ScamWarning } from './scam-warning'
import { PROPERTY } from '~/i18n/namespaces/property'

export type Prefill = { name: string; email: string; phone: string }

/** Sign-in, then back to this listing. */
export const signInToEnquireHref = (pathname: string) => `/login?redirectTo=${encodeURIComponent(pathname)}`

type EnquiryFormProps = {
  propertyId: number
  signedIn: boolean
  prefill: Prefill
  result?: { ok: boolean; message: string; result?: SubmissionResult } | null
  busy: boolean
}

/** 'Send Enquiry' (signed in) or a 'Sign In to Send Enquiry' link back to this page. */
export function EnquiryForm({ propertyId, signedIn, prefill, result, busy }: EnquiryFormProps) {
  const location = useLocation()
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, fields] = useSchemaForm({ id: 'enquiry', schema: inquirySchema, lastResult: result?.result })
  const error = (name: keyof typeof fields) => fields[name].errors?.[0]
  const submit = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (result?.ok) formRef.current?.reset()
    // The button was disabled while sending, which dropped the focus: it goes back there.
    if (result && (!document.activeElement || document.activeElement === document.body)) submit.current?.focus()
  }, [result])
  if (!signedIn) {
    return (
      <Link className="button" to={signInToEnquireHref(location.pathname)}>
        {msg(LABELS.property.signInToSendEnquiry)}
      </Link>
    )
  }
  // What was typed, kept when the server sent the form back (conform's `initialValue`).
  const kept = (name: 'name' | 'email' | 'phone' | 'message') => {
    const typed: unknown = fields[name].initialValue
    return result && !result.ok && typeof typed === 'string' ? typed : undefined
  }
  return (
    <Form method="post" ref={formRef} {...getFormProps(form)} className="enquiry-form" aria-label={t('enquiry.label')} preventScrollReset>
      <input type="hidden" name="intent" value="enquiry" />
      <input type="hidden" name="property" value={propertyId} />
      <Field name="name" label={t('enquiry.name')} defaultValue={kept('name') ?? prefill.name} error={error('name')} autoComplete="name" />
      <Field
        name="email"
        label={t('enquiry.email')}
        type="email"
        defaultValue={kept('email') ?? prefill.email}
        error={error('email')}
        autoComplete="email"
      />
      <Field
        name="phone"
        label={t('enquiry.phone')}
        type="tel"
        defaultValue={kept('phone') ?? prefill.phone}
        error={error('phone')}
        autoComplete="tel"
      />
      <div className="field">
        <label htmlFor="field-message">{t('enquiry.message')}</label>
        <textarea
          id="field-message"
          name="message"
          rows={4}
          defaultValue={kept('message') ?? t('enquiry.defaultMessage')}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={error('message') ? 'field-message-error' : undefined}
        />
        {error('message') ? <FieldError id="field-message-error">{msg(error('message'))}</FieldError> : null}
      </div>
      {result ? (
        <p
          className={result.ok ? 'form-success' : 'form-error'}
          role={result.ok ? 'status' : 'alert'}
          id={result.ok ? undefined : form.errorId}
        >
          {msg(result.message)}
        </p>
      ) : null}
      <ScamWarning id="enquiry-safety" />
      <button ref={submit} type="submit" className="button" disabled={busy} aria-describedby="enquiry-safety">
        {msg(LABELS.property.sendEnquiry)}
      </button>
    </Form>
  )
}
