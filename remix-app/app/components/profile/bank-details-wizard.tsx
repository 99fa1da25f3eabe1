import { useMessage, useTranslation } from '~/i18n'
import { MESSAGES, bankUpdateSchema } from '@gruha/shared'
import { Field } from '~/components/forms'
import { getFormProps } from '~/forms'
import { OtpStep, PhoneStep } from '~/components/otp/otp-steps'
import { Toast } from '~/components/toast'
import { useOtpWizard } from './use-otp-wizard'
import { FieldError } from '~/components/field-error'
import { ACCOUNT } from '~/i18n/namespaces/account'

export type MaskedBank = { bank_account_number: string; ifsc_code: string; verified: boolean } | null

/** Bank details (agents, spec 000): phone, OTP, bank form, then success. Reads show only the last 4 digits. */
export function BankDetailsWizard({ phone: storedPhone, current, onClose }: { phone: string; current: MaskedBank; onClose: () => void }) {
  const { step, setStep, phone, otp, toast, notify, phoneDone, otpDone, fetcher, form, errors } = useOtpWizard({
    intent: 'update-bank',
    finalStep: 'bank',
    storedPhone,
    schema: bankUpdateSchema,
  })
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const saved = fetcher.data?.bank ?? current
  return (
    <section className="card panel" aria-labelledby="bank-details-title">
      <Toast toast={toast} />
      <h2 id="bank-details-title">{t('profile.bank.title')}</h2>
      {saved ? <p className="muted">{t('profile.bank.saved', { account: saved.bank_account_number, ifsc: saved.ifsc_code })}</p> : null}
      {step === 'phone' ? <PhoneStep action="bank_update" phone={phone} onDone={phoneDone} notify={notify} /> : null}
      {step === 'otp' ? (
        <OtpStep action="bank_update" phone={phone} onDone={otpDone} notify={notify} onBack={() => setStep('phone')} />
      ) : null}
      {step === 'bank' ? (
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="update-bank" />
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="otp" value={otp} />
          {form.errors?.[0] ? (
            <p className="form-error" role="alert" id={form.errorId}>
              {msg(form.errors[0])}
            </p>
          ) : null}
          <Field
            name="bank_account_number"
            label={t('profile.bank.accountNumber')}
            autoComplete="off"
            error={errors('bank_account_number')}
          />
          <Field
            name="confirm_account_number"
            label={t('profile.bank.confirmAccountNumber')}
            autoComplete="off"
            error={errors('confirm_account_number')}
          />
          <div className="field">
            <label htmlFor="field-ifsc_code">{t('profile.bank.ifsc')}</label>
            <input
              id="field-ifsc_code"
              name="ifsc_code"
              autoComplete="off"
              maxLength={11}
              style={{ textTransform: 'uppercase' }}
              onChange={(e) => (e.currentTarget.value = e.currentTarget.value.toUpperCase())}
              aria-invalid={errors('ifsc_code') ? true : undefined}
              aria-describedby={errors('ifsc_code') ? 'field-ifsc_code-error' : undefined}
            />
            {errors('ifsc_code') ? <FieldError id="field-ifsc_code-error">{msg(errors('ifsc_code'))}</FieldError> : null}
          </div>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setStep('otp')}>
              {t('profile.bank.back')}
            </button>
            <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? t('profile.bank.saving') : t('profile.bank.save')}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
      {step === 'done' ? (
        <>
          <p className="form-success" role="status">
            {msg(MESSAGES.bank.success)}
          </p>
          <button type="button" className="primary" onClick={onClose}>
            {t('profile.bank.close')}
          </button>
        </>
      ) : (
        <button type="button" className="link-button" onClick={onClose}>
          {t('profile.bank.cancel')}
        </button>
      )}
    </section>
  )
}
