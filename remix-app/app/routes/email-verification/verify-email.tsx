import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { OTP_LENGTH, TIMINGS, emailVerificationSchema } from '@gruha/shared'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { ResendButton, type ResendActionData } from '~/components/auth/resend-button'
import { FieldError } from '~/components/field-error'
import { useMessage, useTranslation } from '~/i18n'
import { ACCOUNT } from '~/i18n/namespaces/account'
// The forms' rules: with this module's chunk, so pages that never show a form do not carry them (ADR 17).
import '~/styles/auth.css'

/**
 * The code form's answer: conform's result (field errors, a refusal as the form's error, the values as
 * typed) and the message shown: the first mistake, the refusal, or the success.
 */
export type VerifyActionData = { intent: 'verify'; ok: boolean; message: string; result: SubmissionResult }

/** Whether an answer names a field (shown by the field) rather than refusing the code (Try Again). */
const namesAField = (result: SubmissionResult | undefined) =>
  Object.entries(result?.error ?? {}).some(([name, errors]) => name !== '' && Boolean(errors?.length))

/** Code entry, loading, success (home after 3 s) or error with Try Again (spec 001). */
export function VerifyEmail({
  initialEmail,
  actionData,
}: {
  initialEmail: string
  actionData: VerifyActionData | ResendActionData | undefined
}) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const fetcher = useFetcher<VerifyActionData>()
  const navigate = useNavigate()
  const [showError, setShowError] = useState(true)
  // Without JavaScript the form posts the page and the answer arrives as action data.
  const result = fetcher.data ?? (actionData?.intent === 'verify' ? actionData : undefined)
  const [form, fields] = useSchemaForm({ id: 'ev-form', schema: emailVerificationSchema, lastResult: result?.result })
  // What was typed, kept when the page comes back from the server (conform's `initialValue`).
  const typed = (name: 'email' | 'otp') => {
    const value: unknown = fields[name].initialValue
    return typeof value === 'string' ? value : undefined
  }
  const [code, setCode] = useState(() => (typed('otp') ?? '').replace(/\D/g, '').slice(0, OTP_LENGTH))
  const [email, setEmail] = useState(() => typed('email') ?? initialEmail)
  const loading = fetcher.state !== 'idle'

  useEffect(() => {
    if (result) setShowError(true)
    if (!result?.ok) return
    const timer = setTimeout(() => navigate('/'), TIMINGS.emailVerifyRedirect)
    return () => clearTimeout(timer)
  }, [result, navigate])

  let body
  if (loading) {
    body = (
      <p role="status" className="auth-loading">
        {t('verify.verifying')}
      </p>
    )
  } else if (result?.ok) {
    body = (
      <div role="status">
        <p className="form-success">{msg(result.message)}</p>
        <p>
          <Link to="/" className="button">
            {t('verify.home')}
          </Link>
        </p>
      </div>
    )
  } else if (result && !result.ok && showError && !namesAField(result.result)) {
    body = (
      <div role="alert">
        <p className="form-error">{msg(result.message)}</p>
        <p className="auth-actions">
          <button type="button" className="primary" onClick={() => setShowError(false)}>
            {t('verify.tryAgain')}
          </button>
          <Link to="/" className="button secondary">
            {t('verify.home')}
          </Link>
        </p>
      </div>
    )
  } else {
    const errors = { email: fields.email.errors?.[0], otp: fields.otp.errors?.[0] }
    body = (
      <>
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="verify" />
          {initialEmail ? (
            <>
              <input type="hidden" name="email" value={initialEmail} />
              <p>
                {t('verify.sentTo', { digits: OTP_LENGTH })} <strong>{initialEmail}</strong>
              </p>
              {errors.email ? <FieldError>{msg(errors.email)}</FieldError> : null}
            </>
          ) : (
            <div className="field">
              <label htmlFor="ev-email">{t('auth.email')}</label>
              <input
                id="ev-email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'ev-email-error' : undefined}
              />
              {errors.email ? <FieldError id="ev-email-error">{msg(errors.email)}</FieldError> : null}
            </div>
          )}
          <div className="field">
            <label htmlFor="ev-otp">{t('verify.code')}</label>
            <input
              id="ev-otp"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              // Digits only, at most 6 (spec 001).
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              aria-invalid={errors.otp ? true : undefined}
              aria-describedby={errors.otp ? 'ev-otp-error' : undefined}
              className="otp-input"
            />
            {errors.otp ? <FieldError id="ev-otp-error">{msg(errors.otp)}</FieldError> : null}
          </div>
          <button type="submit" className="primary">
            {t('verify.submit')}
          </button>
        </fetcher.Form>
        <div className="auth-resend">
          <span>{t('verify.noCode')}</span>
          <ResendButton email={initialEmail || email} label={t('verify.resend')} className="secondary" />
        </div>
      </>
    )
  }

  return (
    <main className="page narrow">
      <div className="card">
        <h1>{t('verify.title')}</h1>
        {body}
      </div>
    </main>
  )
}
