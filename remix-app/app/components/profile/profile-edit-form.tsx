import { useEffect } from 'react'
import { useFetcher } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { AGENT_PROFILE_SPECIALIZATIONS, IMAGE_ACCEPT, profileUpdateSchema } from '@gruha/shared'
import { Field } from '~/components/forms'
import { getFormProps, useSchemaForm } from '~/forms'
import type { ProfileActionData } from './actions.server'
import { PhoneField } from './phone-field'
import type { ProfileData } from '@gruha/cms/services/profile'
import { FieldError } from '~/components/field-error'
import { ACCOUNT } from '~/i18n/namespaces/account'

/**
 * Edit mode: names, phone (a new number is verified by OTP, see PhoneField), date of birth, city, state, address, bio, avatar (PNG/JPEG); for
 * agents also education and specialization. E-mail (and an agent's licence) are read-only.
 * Cancel drops the form, so the stored values show again.
 */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileData; onDone: (data: ProfileActionData) => void }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const fetcher = useFetcher<ProfileActionData>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === 'update-profile') onDone(fetcher.data)
  }, [fetcher.state, fetcher.data, onDone])
  const answer = fetcher.data?.intent === 'update-profile' && fetcher.data.ok === false ? fetcher.data.result : undefined
  const [form] = useSchemaForm({ id: 'profile-edit-form', schema: profileUpdateSchema, lastResult: answer })
  // The schema's fields, and the service's 'otp' (the new phone's code) and 'avatar'.
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(form.allErrors).map(([name, messages]) => [name, messages[0]]),
  )
  const isAgent = profile.role === 'agent'

  return (
    <fetcher.Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-label={t('profile.form.label')}>
      <input type="hidden" name="intent" value="update-profile" />
      <div className="field">
        <label htmlFor="field-email">{t('profile.form.email')}</label>
        <input id="field-email" type="email" value={profile.email} readOnly aria-readonly="true" />
      </div>
      {isAgent ? (
        <div className="field">
          <label htmlFor="field-licence">{t('profile.form.licence')}</label>
          <input id="field-licence" value={profile.agent_license_number ?? ''} readOnly aria-readonly="true" />
        </div>
      ) : null}
      <div className="row">
        <Field
          name="first_name"
          label={t('profile.form.firstName')}
          defaultValue={profile.first_name}
          autoComplete="given-name"
          error={errors.first_name}
        />
        <Field
          name="last_name"
          label={t('profile.form.lastName')}
          defaultValue={profile.last_name}
          autoComplete="family-name"
          error={errors.last_name}
        />
      </div>
      <div className="row">
        <PhoneField stored={profile.phone_number} errors={errors} />
        <Field
          name="date_of_birth"
          label={t('profile.form.dateOfBirth')}
          type="date"
          defaultValue={profile.date_of_birth.slice(0, 10)}
          error={errors.date_of_birth}
        />
      </div>
      <div className="row">
        <Field name="city" label={t('profile.form.city')} defaultValue={profile.city} autoComplete="address-level2" error={errors.city} />
        <Field
          name="state"
          label={t('profile.form.state')}
          defaultValue={profile.state}
          autoComplete="address-level1"
          error={errors.state}
        />
      </div>
      <div className="field">
        <label htmlFor="field-address">{t('profile.form.address')}</label>
        <textarea id="field-address" name="address" rows={2} defaultValue={profile.address} />
      </div>
      <div className="field">
        <label htmlFor="field-bio">{t('profile.form.bio')}</label>
        <textarea id="field-bio" name="bio" rows={3} maxLength={2000} defaultValue={profile.bio} />
      </div>
      {isAgent ? (
        <fieldset>
          <legend>{t('profile.form.agentSettings')}</legend>
          <div className="field">
            <label htmlFor="field-education_background">{t('profile.form.education')}</label>
            <textarea id="field-education_background" name="education_background" rows={2} defaultValue={profile.education_background} />
          </div>
          <div className="field">
            <label htmlFor="field-specialization">{t('profile.form.specialization')}</label>
            <select id="field-specialization" name="specialization" defaultValue={profile.specialization}>
              <option value="">{t('profile.form.selectSpecialization')}</option>
              {[...new Set([...AGENT_PROFILE_SPECIALIZATIONS, ...(profile.specialization ? [profile.specialization] : [])])].map((s) => (
                <option key={s} value={s}>
                  {msg(s)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor="field-avatar">{t('profile.form.avatar')}</label>
        <input
          id="field-avatar"
          name="avatar"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={errors.avatar ? 'field-avatar-error' : undefined}
        />
        {errors.avatar ? <FieldError id="field-avatar-error">{msg(errors.avatar)}</FieldError> : null}
      </div>
      <div className="row">
        <button type="button" className="secondary" onClick={() => onDone({ intent: 'cancel', ok: true, message: null })}>
          {t('profile.form.cancel')}
        </button>
        <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? t('profile.form.saving') : t('profile.form.save')}
        </button>
      </div>
    </fetcher.Form>
  )
}
