import { useEffect, useRef } from 'react'
import { useFetcher } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { sendOtpSchema, verifyOtpSchema, type OtpAction } from '@gruha/shared'
import { getFormProps, useSchemaForm } from '~/forms'
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
  useAnswers(fetcher, 'send-otp', notify, () => onDone(input.current?.value ?? ''))
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  const [form, fields] = useSchemaForm({ id: `${action}-phone-form`, schema: sendOtpSchema, lastResult: refused?.result })
  // A refusal that names no field (e.g. 'Please wait 42 seconds…') shows under the phone too.
  const error = fields.phone.errors?.[0] ?? refused?.message ?? null
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
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
  useAnswers(fetcher, 'verify-otp', notify, () => onDone(input.current?.value ?? ''))
  useAnswers(resend, 'send-otp', notify)
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  const [form, fields] = useSchemaForm({ id: `${action}-otp-form`, schema: verifyOtpSchema, lastResult: refused?.result })
  // A refusal that names no field (e.g. too many attempts) shows under the code too.
  const error = fields.otp.errors?.[0] ?? refused?.message ?? null
  return (
    <>
      <p className="muted">{t('profile.otp.sentTo', { phone })}</p>
      <fetcher.Form method="post" {...getFormProps(form)}>
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
