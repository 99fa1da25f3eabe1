import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { MESSAGES, OTP_LENGTH, TIMINGS, emailVerificationSchema, resendVerificationSchema } from '@gruha/shared'
import { sendVerificationCode } from '@gruha/cms/services/email-verification/send-verification-code'
import { verifyEmailCode } from '@gruha/cms/services/email-verification/verify-email-code'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { fieldErrorsOf } from '~/components/forms'
import { ResendButton, type ResendActionData } from '~/components/auth/resend-button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'
import { getLocale } from '~/i18n/i18n.server'
import { FieldError } from '~/components/field-error'

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'account')('meta.verifyTitle') }]

type VerifyActionData = { intent: 'verify'; ok: boolean; message: string; fieldErrors: Record<string, string> }

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
    const parsed = resendVerificationSchema.safeParse({ email: user?.email ?? form.get('email') })
    if (!parsed.success) {
      return data<ResendActionData>(
        { intent: 'resend', ok: false, message: fieldErrorsOf(parsed.error).email ?? MESSAGES.emailVerification.emailRequiredToResend },
        400,
      )
    }
    const limited = await limitRequest('emailResend', context, parsed.data.email)
    if (limited)
      return data<ResendActionData>({ intent: 'resend', ok: false, message: limited.message }, { status: 429, headers: limited.headers })
    try {
      await sendVerificationCode({ payload, email: parsed.data.email, locale: getLocale(request) })
    } catch (error) {
      payload.logger.error({ msg: 'verification e-mail failed', err: error instanceof Error ? error.message : String(error) })
      return data<ResendActionData>({ intent: 'resend', ok: false, message: MESSAGES.emailVerification.resendFailed }, 503)
    }
    // Same answer whether or not the address has an unverified account.
    return data<ResendActionData>({ intent: 'resend', ok: true, message: '' })
  }

  const parsed = emailVerificationSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return data<VerifyActionData>({ intent: 'verify', ok: false, message: Object.values(fieldErrors)[0], fieldErrors }, 400)
  }
  const limited = await limitRequest('emailVerify', context, parsed.data.email)
  if (limited) {
    return data<VerifyActionData>(
      { intent: 'verify', ok: false, message: limited.message, fieldErrors: {} },
      { status: 429, headers: limited.headers },
    )
  }
  const result = await verifyEmailCode({ payload, email: parsed.data.email, code: parsed.data.otp })
  if (!result.ok) {
    return data<VerifyActionData>({ intent: 'verify', ok: false, message: MESSAGES.emailVerification.failedCheckOtp, fieldErrors: {} }, 400)
  }
  return data<VerifyActionData>({ intent: 'verify', ok: true, message: MESSAGES.emailVerification.success, fieldErrors: {} })
}

/** Code entry, loading, success (home after 3 s) or error with Try Again (spec 001). */
export default function EmailVerificationPage() {
  const { t } = useTranslation('account')
  const msg = useMessage()
  const { email: initialEmail } = useLoaderData<typeof loader>()
  const fetcher = useFetcher<VerifyActionData>()
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [email, setEmail] = useState(initialEmail)
  const [showError, setShowError] = useState(true)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const actionData = useActionData<typeof action>() as VerifyActionData | ResendActionData | undefined
  // Without JavaScript the form posts the page and the answer arrives as action data.
  const result = fetcher.data ?? (actionData?.intent === 'verify' ? actionData : undefined)
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
  } else if (result && !result.ok && showError && Object.keys(result.fieldErrors).length === 0) {
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
    const errors = clientErrors ?? result?.fieldErrors ?? {}
    body = (
      <>
        <fetcher.Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const parsed = emailVerificationSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
            if (parsed.success) return setClientErrors(null)
            event.preventDefault()
            setClientErrors(fieldErrorsOf(parsed.error))
          }}
        >
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
