import { useNavigation } from '@remix-run/react'
import { useState } from 'react'
import {
  LISTING_TYPES,
  MANAGEMENT_TYPES,
  NRI_AMENITIES,
  NRI_BATHROOM_OPTIONS,
  NRI_BEDROOM_OPTIONS,
  NRI_FURNISHING_OPTIONS,
  NRI_PROPERTY_TYPES,
  nriRequestSchema,
} from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import { keyPart } from '~/i18n/key-part'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { citiesFor, type ActiveLocations } from '~/components/search/locations'
import { FieldError } from '~/components/field-error'
import { MEMBER } from '~/i18n/namespaces/member'

/** A refused request: conform's result (field errors, the form's message, the values as typed). */
export type NriAnswer = { ok: false; result: SubmissionResult }

/** The NRI management request: the property, its location and the service wanted, in one form. */
export function NriRequestForm({ locations, answer }: { locations: ActiveLocations; answer: NriAnswer | undefined }) {
  const navigation = useNavigation()
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const [form, fields] = useSchemaForm({ id: 'nri-form', schema: nriRequestSchema, lastResult: answer?.result })
  type Name = keyof typeof fields
  const errorOf = (name: Name) => fields[name].errors?.[0]
  // What was typed, kept when the server sent the form back (conform's `initialValue`).
  const text = (name: Name) => {
    const typed: unknown = fields[name].initialValue
    return typeof typed === 'string' ? typed : undefined
  }
  const typedAmenities: unknown = fields.amenities.initialValue
  const amenities = Array.isArray(typedAmenities) ? typedAmenities : typeof typedAmenities === 'string' ? [typedAmenities] : []
  const [state, setState] = useState(text('state') ?? '')
  const err = (name: Name) => {
    const error = errorOf(name)
    return error ? <FieldError id={`nri-${name}-error`}>{msg(error)}</FieldError> : null
  }
  const a11y = (name: Name) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `nri-${name}-error` : undefined,
  })
  const input = (name: Name, extra: { type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <div className="field">
      <label htmlFor={`nri-${name}`}>{t(`nri.fields.${name}`)}</label>
      <input id={`nri-${name}`} name={name} defaultValue={text(name)} {...extra} {...a11y(name)} />
      {err(name)}
    </div>
  )
  const select = <O extends string | number>(
    name: Name,
    options: readonly O[],
    labelOf: (o: O) => string,
    defaultValue?: string,
    placeholder = true,
  ) => (
    <div className="field">
      <label htmlFor={`nri-${name}`}>{t(`nri.fields.${name}`)}</label>
      <select id={`nri-${name}`} name={name} defaultValue={text(name) ?? defaultValue ?? ''} {...a11y(name)}>
        {placeholder ? <option value="">{t('nri.select')}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
      {err(name)}
    </div>
  )
  return (
    <main className="page narrow">
      <h1>{t('nri.title')}</h1>
      <p className="muted">{t('nri.intro')}</p>
      {form.errors?.[0] ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(form.errors[0])}
        </p>
      ) : null}
      <form method="post" {...getFormProps(form)} className="card">
        <h2>{t('nri.basics')}</h2>
        {input('title')}
        <div className="field">
          <label htmlFor="nri-description">{t('nri.fields.description')}</label>
          <textarea id="nri-description" name="description" rows={4} defaultValue={text('description')} />
        </div>
        <div className="form-grid">
          {select('property_type', NRI_PROPERTY_TYPES, (o) => t(`nri.types.${keyPart(o)}`))}
          {select('listing_type', LISTING_TYPES, (o) => t(`nri.listingTypes.${o}`), 'RENT', false)}
          {select('management_type', MANAGEMENT_TYPES, (o) => t(`nri.managementTypes.${o}`), 'FULL_SERVICE', false)}
          {select('bedrooms', NRI_BEDROOM_OPTIONS, String)}
          {select('bathrooms', NRI_BATHROOM_OPTIONS, String)}
          {input('area_sqft', { inputMode: 'decimal' })}
          {select('furnishing_status', NRI_FURNISHING_OPTIONS, (o) => t(`nri.furnishing.${keyPart(o)}`))}
          {input('price', { inputMode: 'decimal' })}
          {input('monthly_rent', { inputMode: 'decimal' })}
          {input('security_deposit', { inputMode: 'decimal' })}
        </div>
        <fieldset className="field checklist">
          <legend>{t('nri.fields.amenities')}</legend>
          {NRI_AMENITIES.map((a) => (
            <label key={a}>
              <input type="checkbox" name="amenities" value={a} defaultChecked={amenities.includes(a)} /> {t(`nri.amenities.${keyPart(a)}`)}
            </label>
          ))}
        </fieldset>
        <h2>{t('nri.location')}</h2>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="nri-state">{t('nri.fields.state')}</label>
            <select id="nri-state" name="state" value={state} onChange={(e) => setState(e.target.value)} {...a11y('state')}>
              <option value="">{t('nri.select')}</option>
              {locations.states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {err('state')}
          </div>
          {input('district')}
          {input('mandal')}
          <div className="field">
            <label htmlFor="nri-city">{t('nri.fields.city')}</label>
            <input id="nri-city" name="city" list="nri-city-options" defaultValue={text('city')} {...a11y('city')} />
            <datalist id="nri-city-options">
              {citiesFor(locations, state).map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            {err('city')}
          </div>
          {input('zip_code', { inputMode: 'numeric' })}
        </div>
        <div className="field">
          <label htmlFor="nri-address">{t('nri.fields.address')}</label>
          <textarea id="nri-address" name="address" rows={3} defaultValue={text('address')} {...a11y('address')} />
          {err('address')}
        </div>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={navigation.state !== 'idle'}>
            {navigation.state !== 'idle' ? t('nri.submitting') : t('nri.submit')}
          </button>
        </div>
      </form>
    </main>
  )
}
