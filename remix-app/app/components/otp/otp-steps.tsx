import { useEffect, useRef, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMessage } from '~/i18n'
import { sendOtpSchema, verifyOtpSchema, type OtpAction } from '@gruha/shared'
import { fieldErrorsOf } from '~/components/forms'
import type { ToastMessage } from '~/components/toast'
import type { ProfileActionData } from '~/components/profile/actions.server'
import { FieldError } from '~/components/field-error'
import { ACCOUNT } from '~/i18n/namespaces/account'

type StepProps = {
  action: OtpAction
  phone: string
  /** Called with the phone once the code was sent, or with the code once it checked out. */
  onDone: (value: string) => void
  /** Shows a toast in the wizard (it outlives the step). */
  notify: (toast: ToastMessage) => void
  onBack?: () => void
}

type Fetcher = ReturnType<typeof useFetcher<ProfileActionData>>

/** Toasts each answer of a fetcher once, and calls `onOk` when an answer for `intent` succeeded. */
function useAnswers(fetcher: Fetcher, intent: string, notify: StepProps['notify'], onOk?: () => void) {
  const seen = useRef<ProfileActionData | undefined>(undefined)
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || answer === seen.current || answer.intent !== intent) return
    seen.current = answer
    if (answer.message) notify({ kind: answer.ok ? 'success' : 'error', message: answer.message })
    if (answer.ok) onOk?.()
  }, [fetcher.state, fetcher.data, intent, notify, onOk])
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  const msg = useMessage()
  return message ? <FieldError id={id}>{msg(message)}</FieldError> : null
}

/** Step 1: the phone number; the server texts a code to it ('OTP sent to your phone'). */
export function PhoneStep({ action, phone, onDone, notify }: StepProps) {
  const { t } = useTranslation(ACCOUNT)
  const fetcher = useFetcher<ProfileActionData>()
  const input = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  useAnswers(fetcher, 'send-otp', notify, () => onDone(input.current?.value ?? ''))
  const error = clientError ?? (fetcher.data?.ok === false ? (fetcher.data.fieldErrors.phone ?? fetcher.data.message) : null)
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const result = sendOtpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
        setClientError(result.success ? null : (fieldErrorsOf(result.error).phone ?? null))
        if (!result.success) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value="send-otp" />
      <input type="hidden" name="action" value={action} />
      <div className="field">
        <label htmlFor={`${action}-phone`}>{t('profile.otp.phone')}</label>
        <input
          ref={input}
          id={`${action}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${action}-phone-error`}
        />
        <FieldMessage id={`${action}-phone-error`} message={error ?? undefined} />
      </div>
      <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('profile.otp.sending') : t('profile.otp.send')}
      </button>
    </fetcher.Form>
  )
}

/** Step 2: the 6-digit code ('OTP verified successfully' / 'Invalid OTP'); Resend asks for a new one. */
export function OtpStep({ action, phone, onDone, notify, onBack }: StepProps) {
  const { t } = useTranslation(ACCOUNT)
  const fetcher = useFetcher<ProfileActionData>()
  const resend = useFetcher<ProfileActionData>()
  const input = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  useAnswers(fetcher, 'verify-otp', notify, () => onDone(input.current?.value ?? ''))
  useAnswers(resend, 'send-otp', notify)
  const error = clientError ?? (fetcher.data?.ok === false ? (fetcher.data.fieldErrors.otp ?? fetcher.data.message) : null)
  return (
    <>
      <p className="muted">{t('profile.otp.sentTo', { phone })}</p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const result = verifyOtpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
          setClientError(result.success ? null : (fieldErrorsOf(result.error).otp ?? null))
          if (!result.success) event.preventDefault()
        }}
      >
        <input type="hidden" name="intent" value="verify-otp" />
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="phone" value={phone} />
        <div className="field">
          <label htmlFor={`${action}-otp`}>{t('profile.otp.otp')}</label>
          <input
            ref={input}
            id={`${action}-otp`}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${action}-otp-error`}
          />
          <FieldMessage id={`${action}-otp-error`} message={error ?? undefined} />
        </div>
        <div className="row">
          {onBack ? (
            <button type="button" className="secondary" onClick={onBack}>
              {t('profile.otp.back')}
            </button>
          ) : null}
          <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? t('profile.otp.verifying') : t('profile.otp.verify')}
          </button>
        </div>
      </fetcher.Form>
      <resend.Form method="post">
        <input type="hidden" name="intent" value="send-otp" />
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="phone" value={phone} />
        <button type="submit" className="link-button" disabled={resend.state !== 'idle'}>
          {t('profile.otp.resend')}
        </button>
      </resend.Form>
    </>
  )
}
