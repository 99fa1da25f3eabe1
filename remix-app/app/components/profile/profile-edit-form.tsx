import { useEffect, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { AGENT_PROFILE_SPECIALIZATIONS, IMAGE_ACCEPT, profileUpdateSchema } from '@gruha/shared'
import { Field, fieldErrorsOf } from '~/components/forms'
import type { ProfileActionData } from './actions.server'
import { PhoneField } from './phone-field'
import type { ProfileData } from './types'

/**
 * Edit mode: names, phone (a new number is verified by OTP, see PhoneField), date of birth, city, state, address, bio, avatar (PNG/JPEG); for
 * agents also education and specialization. E-mail (and an agent's licence) are read-only.
 * Cancel drops the form, so the stored values show again.
 */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileData; onDone: (data: ProfileActionData) => void }) {
  const fetcher = useFetcher<ProfileActionData>()
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === 'update-profile') onDone(fetcher.data)
  }, [fetcher.state, fetcher.data, onDone])
  const errors = clientErrors ?? (fetcher.data?.ok === false ? fetcher.data.fieldErrors : {})
  const isAgent = profile.role === 'agent'

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        const values = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, v]) => typeof v === 'string'))
        const result = profileUpdateSchema.safeParse(values)
        if (!result.success) {
          event.preventDefault()
          setClientErrors(fieldErrorsOf(result.error))
        } else setClientErrors(null)
      }}
    >
      <input type="hidden" name="intent" value="update-profile" />
      <div className="field">
        <label htmlFor="field-email">Email</label>
        <input id="field-email" type="email" value={profile.email} readOnly aria-readonly="true" />
      </div>
      {isAgent ? (
        <div className="field">
          <label htmlFor="field-licence">Licence number</label>
          <input id="field-licence" value={profile.agent_license_number ?? ''} readOnly aria-readonly="true" />
        </div>
      ) : null}
      <div className="row">
        <Field name="first_name" label="First name" defaultValue={profile.first_name} autoComplete="given-name" error={errors.first_name} />
        <Field name="last_name" label="Last name" defaultValue={profile.last_name} autoComplete="family-name" error={errors.last_name} />
      </div>
      <div className="row">
        <PhoneField stored={profile.phone_number} errors={errors} />
        <Field
          name="date_of_birth"
          label="Date of birth"
          type="date"
          defaultValue={profile.date_of_birth.slice(0, 10)}
          error={errors.date_of_birth}
        />
      </div>
      <div className="row">
        <Field name="city" label="City" defaultValue={profile.city} autoComplete="address-level2" error={errors.city} />
        <Field name="state" label="State" defaultValue={profile.state} autoComplete="address-level1" error={errors.state} />
      </div>
      <div className="field">
        <label htmlFor="field-address">Address</label>
        <textarea id="field-address" name="address" rows={2} defaultValue={profile.address} />
      </div>
      <div className="field">
        <label htmlFor="field-bio">Bio</label>
        <textarea id="field-bio" name="bio" rows={3} maxLength={2000} defaultValue={profile.bio} />
      </div>
      {isAgent ? (
        <fieldset>
          <legend>Agent Settings</legend>
          <div className="field">
            <label htmlFor="field-education_background">Education background</label>
            <textarea id="field-education_background" name="education_background" rows={2} defaultValue={profile.education_background} />
          </div>
          <div className="field">
            <label htmlFor="field-specialization">Specialization</label>
            <select id="field-specialization" name="specialization" defaultValue={profile.specialization}>
              <option value="">Select specialization</option>
              {[...new Set([...AGENT_PROFILE_SPECIALIZATIONS, ...(profile.specialization ? [profile.specialization] : [])])].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor="field-avatar">Profile image (PNG or JPEG)</label>
        <input id="field-avatar" name="avatar" type="file" accept={IMAGE_ACCEPT} aria-describedby="field-avatar-error" />
        {errors.avatar ? (
          <span id="field-avatar-error" className="field-error">
            {errors.avatar}
          </span>
        ) : null}
      </div>
      <div className="row">
        <button type="button" onClick={() => onDone({ intent: 'cancel', ok: true, message: null, fieldErrors: {} })}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </fetcher.Form>
  )
}
