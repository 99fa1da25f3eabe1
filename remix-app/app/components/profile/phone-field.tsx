import { useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { TextField } from '~/components/fields'
import type { ProfileActionData } from './actions.server'
import { FieldError } from '~/components/field-error'
import { ACCOUNT } from '~/i18n/namespaces/account'

/** Last 10 digits: '+91 98480 22338' and '9848022338' are the same number. */
const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10)

/**
 * The profile's phone number. The number receives the OTPs that guard password and bank changes,
 * so a new one is stored only with a code texted to it: when the typed number differs from the
 * stored one, the member re-enters their password and 'Send OTP' texts the new number ('OTP sent to
 * your phone'; the server texts a number that is not the account's only with the right password),
 * and the code goes with Save Changes in `phone_otp`. The server checks it (users collection,
 * requireVerifiedPhoneChange).
 */
export function PhoneField({ stored, errors }: { stored: string; errors: Record<string, string | undefined> }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const [value, setValue] = useState(stored)
  const sender = useFetcher<ProfileActionData>()
  const changed = digits(value) !== '' && digits(value) !== digits(stored)
  const sent = sender.data?.intent === 'send-otp' ? sender.data : undefined
  const sentErrors = sent?.ok === false ? sent.result?.error : undefined
  const phoneError = errors.phone_number ?? sentErrors?.phone?.[0]
  const passwordError = sentErrors?.current_password?.[0]
  return (
    <>
      <div className="field">
        <label htmlFor="field-phone_number">{t('profile.form.phone')}</label>
        <input
          id="field-phone_number"
          name="phone_number"
          type="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby="field-phone_number-error"
        />
        {phoneError ? <FieldError id="field-phone_number-error">{msg(phoneError)}</FieldError> : null}
      </div>
      {changed ? (
        <div className="field" role="group" aria-labelledby="phone-verify-title">
          <p id="phone-verify-title" className="muted">
            {t('profile.form.verifyNew', { phone: value })}
          </p>
          <TextField
            name="current_password"
            label={t('profile.password.current')}
            idPrefix="field-phone"
            type="password"
            autoComplete="current-password"
            error={passwordError}
          />
          <button
            type="button"
            disabled={sender.state !== 'idle'}
            onClick={(event) => {
              const form = event.currentTarget.form
              const password = form ? String(new FormData(form).get('current_password') ?? '') : ''
              sender.submit({ intent: 'send-otp', action: 'verification', phone: value, current_password: password }, { method: 'post' })
            }}
          >
            {sender.state !== 'idle' ? t('profile.form.sending') : sent?.ok ? t('profile.form.resendOtp') : t('profile.form.sendOtp')}
          </button>
          {sent?.message && !sentErrors?.phone?.length && !passwordError ? (
            <p role="status" className={sent.ok ? 'muted' : 'field-error'}>
              {msg(sent.message)}
            </p>
          ) : null}
          <TextField
            name="phone_otp"
            label={t('profile.form.otp')}
            idPrefix="field"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.otp}
          />
        </div>
      ) : null}
    </>
  )
}
