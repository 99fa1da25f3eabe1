import { useEffect } from 'react'
import { useMessage, useTranslation } from '~/i18n'
import { MESSAGES, TIMINGS, passwordChangeSchema } from '@gruha/shared'
import { Field } from '~/components/forms'
import { getFormProps } from '~/forms'
import { OtpStep, PhoneStep } from '~/components/otp/otp-steps'
import { Toast } from '~/components/toast'
import { useOtpWizard } from './use-otp-wizard'
import { ACCOUNT } from '~/i18n/namespaces/account'

/**
 * Change password (spec 000): phone, OTP, then current and new password; success shows for 2 s
 * and the panel closes. Back returns one step.
 */
export function ChangePasswordWizard({ phone: storedPhone, onClose }: { phone: string; onClose: () => void }) {
  const { step, setStep, phone, otp, toast, notify, phoneDone, otpDone, fetcher, form, errors } = useOtpWizard({
    intent: 'change-password',
    finalStep: 'password',
    storedPhone,
    schema: passwordChangeSchema,
  })
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  useEffect(() => {
    if (step !== 'done') return
    const timer = setTimeout(onClose, TIMINGS.passwordSuccess)
    return () => clearTimeout(timer)
  }, [step, onClose])

  return (
    <section className="card panel" aria-labelledby="change-password-title">
      <Toast toast={toast} />
      <h2 id="change-password-title">{t('profile.password.title')}</h2>
      {step === 'phone' ? <PhoneStep action="password_change" phone={phone} onDone={phoneDone} notify={notify} /> : null}
      {step === 'otp' ? (
        <OtpStep action="password_change" phone={phone} onDone={otpDone} notify={notify} onBack={() => setStep('phone')} />
      ) : null}
      {step === 'password' ? (
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="change-password" />
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="otp" value={otp} />
          <Field
            name="current_password"
            label={t('profile.password.current')}
            type="password"
            autoComplete="current-password"
            error={errors('current_password')}
          />
          <Field
            name="new_password"
            label={t('profile.password.new')}
            type="password"
            autoComplete="new-password"
            error={errors('new_password')}
          />
          <Field
            name="confirm_password"
            label={t('profile.password.confirm')}
            type="password"
            autoComplete="new-password"
            error={errors('confirm_password')}
          />
          <div className="row">
            <button type="button" className="secondary" onClick={() => setStep('otp')}>
              {t('profile.password.back')}
            </button>
            <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? t('profile.password.changing') : t('profile.password.submit')}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
      {step === 'done' ? (
        <p className="form-success" role="status">
          {msg(MESSAGES.passwordChange.success)}
        </p>
      ) : null}
      {step !== 'done' ? (
        <button type="button" className="link-button" onClick={onClose}>
          {t('profile.password.cancel')}
        </button>
      ) : null}
    </section>
  )
}
