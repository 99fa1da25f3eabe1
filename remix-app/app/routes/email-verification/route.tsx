import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { MESSAGES, OTP_LENGTH, TIMINGS, emailVerificationSchema, resendVerificationSchema } from '@gruha/shared'
import { sendVerificationCode } from '@gruha/cms/services/email-verification'
import { verifyEmailCode } from '@gruha/cms/services/email-verification'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { getFormProps, parseForm, useSchemaForm, type SubmissionResult } from '~/forms'
import { ResendButton, type ResendActionData } from '~/components/auth/resend-button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'
import { getLocale } from '~/i18n/i18n.server'
import { FieldError } from '~/components/field-error'

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'account')('meta.verifyTitle') }]

/**
 * The code form's answer: conform's result (field errors, a refusal as the form's error, the values as
 * typed) and the message shown: the first mistake, the refusal, or the success.
 */
type VerifyActionData = { intent: 'verify'; ok: boolean; message: string; result: SubmissionResult }

/** Whether an answer names a field (shown by the field) rather than refusing the code (Try Again). */
const namesAField = (result: SubmissionResult | undefined) =>
  Object.entries(result?.error ?? {}).some(([name, errors]) => name !== '' && Boolean(errors?.length))

/** Public page (spec 000 route table); a signed-in user's own address fills in when none is given. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  const email = new URL(request.url).searchParams.get('email') ?? user?.email ?? ''
  return { email }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const payload = await getPayloadClient()

  if (form.get('intent') === 'resend') {
    // A signed-in user can only ask for their own address; a visitor names it.
    const user = await getUser(request)
    if (user?.email) form.set('email', user.email)
    const resend = parseForm(form, resendVerificationSchema)
    if (resend.status !== 'success') {
      const message = resend.error?.email?.[0] ?? MESSAGES.emailVerification.emailRequiredToResend
      return data<ResendActionData>({ intent: 'resend', ok: false, message }, 400)
    }
    const limited = await limitRequest('emailResend', context, resend.value.email)
    if (limited)
      return data<ResendActionData>({ intent: 'resend', ok: false, message: limited.message }, { status: 429, headers: limited.headers })
    try {
      await sendVerificationCode({ payload, email: resend.value.email, locale: getLocale(request) })
    } catch (error) {
      payload.logger.error({ msg: 'verification e-mail failed', err: error instanceof Error ? error.message : String(error) })
      return data<ResendActionData>({ intent: 'resend', ok: false, message: MESSAGES.emailVerification.resendFailed }, 503)
    }
    // Same answer whether or not the address has an unverified account.
    return data<ResendActionData>({ intent: 'resend', ok: true, message: '' })
  }

  const submission = parseForm(form, emailVerificationSchema)
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.emailVerification.failedCheckOtp
    return data<VerifyActionData>({ intent: 'verify', ok: false, message, result: submission.reply() }, 400)
  }
  const refuse = (message: string, init: number | ResponseInit) =>
    data<VerifyActionData>({ intent: 'verify', ok: false, message, result: submission.reply({ formErrors: [message] }) }, init)
  const limited = await limitRequest('emailVerify', context, submission.value.email)
  if (limited) return refuse(limited.message, { status: 429, headers: limited.headers })
  const result = await verifyEmailCode({ payload, email: submission.value.email, code: submission.value.otp })
  if (!result.ok) return refuse(MESSAGES.emailVerification.failedCheckOtp, 400)
  return data<VerifyActionData>({ intent: 'verify', ok: true, message: MESSAGES.emailVerification.success, result: submission.reply() })
}

/** Code entry, loading, success (home after 3 s) or error with Try Again (spec 001). */
export default function EmailVerificationPage() {
  const { t } = useTranslation('account')
  const msg = useMessage()
  const { email: initialEmail } = useLoaderData<typeof loader>()
  const fetcher = useFetcher<VerifyActionData>()
  const navigate = useNavigate()
  const [showError, setShowError] = useState(true)
  const actionData = useActionData<typeof action>() as VerifyActionData | ResendActionData | undefined
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

export const headers = retryAfterHeaders

export const ErrorBoundary = GeneralErrorBoundary
