import { type LinksFunction, data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'
import {
  LISTING_TYPES,
  MANAGEMENT_TYPES,
  MESSAGES,
  NRI_AMENITIES,
  NRI_BATHROOM_OPTIONS,
  NRI_BEDROOM_OPTIONS,
  NRI_FURNISHING_OPTIONS,
  NRI_PROPERTY_TYPES,
  nriRequestSchema,
} from '@gruha/shared'
import { submitNriRequest } from '@gruha/cms/services/management/submit-nri-request'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '~/components/forms'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { citiesFor } from '~/components/search/locations'
import { loadActiveLocations } from '~/components/search/locations.server'
import { getFixedT } from '~/i18n/i18n.server'
import { env } from '~/utils/env.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { FieldError } from '~/components/field-error'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('nri.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return { locations: await loadActiveLocations(user) }
}

type Answer = { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string | string[]> }

function record(form: FormData) {
  const out: Record<string, unknown> = Object.fromEntries(form)
  out.amenities = form.getAll('amenities').map(String)
  return out
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const form = await request.formData()
  const values = { ...Object.fromEntries([...form].map(([k, v]) => [k, String(v)])), amenities: form.getAll('amenities').map(String) }
  const parsed = nriRequestSchema.safeParse(record(form))
  if (!parsed.success)
    return data<Answer>({ ok: false, message: MESSAGES.properties.addFailed, fieldErrors: fieldErrorsOf(parsed.error), values }, 400)
  const result = await submitNriRequest({
    payload: await getPayloadClient(),
    user,
    input: parsed.data,
    adminUrl: new URL('/admin', env().SITE_URL).toString(),
  })
  if (!result.ok) return data<Answer>({ ok: false, message: result.message, fieldErrors: {}, values }, 400)
  const t = await getFixedT(request, 'messages')
  return redirect('/property-management/my-properties', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t(MESSAGES.nri.success) }) },
  })
}

export default function AddNriProperty() {
  const answer = useActionData<typeof action>()
  const { locations } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const { t } = useTranslation('member')
  const msg = useMessage()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? answer?.fieldErrors ?? {}
  const v = answer?.values ?? {}
  const [state, setState] = useState(typeof v.state === 'string' ? v.state : '')
  const text = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : undefined)
  const err = (name: string) => (errors[name] ? <FieldError id={`nri-${name}-error`}>{msg(errors[name])}</FieldError> : null)
  const a11y = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `nri-${name}-error` : undefined,
  })
  const input = (name: string, extra: { type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <div className="field">
      <label htmlFor={`nri-${name}`}>{t(`nri.fields.${name}`)}</label>
      <input id={`nri-${name}`} name={name} defaultValue={text(name)} {...extra} {...a11y(name)} />
      {err(name)}
    </div>
  )
  const select = (
    name: string,
    options: readonly (string | number)[],
    labelOf: (o: string) => string,
    defaultValue?: string,
    placeholder = true,
  ) => (
    <div className="field">
      <label htmlFor={`nri-${name}`}>{t(`nri.fields.${name}`)}</label>
      <select id={`nri-${name}`} name={name} defaultValue={text(name) ?? defaultValue ?? ''} {...a11y(name)}>
        {placeholder ? <option value="">{t('nri.select')}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(String(o))}
          </option>
        ))}
      </select>
      {err(name)}
    </div>
  )
  const key = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_')
  return (
    <main className="page narrow">
      <h1>{t('nri.title')}</h1>
      <p className="muted">{t('nri.intro')}</p>
      {answer && !answer.ok ? (
        <p className="form-error" role="alert">
          {msg(answer.message)}
        </p>
      ) : null}
      <form
        method="post"
        noValidate
        className="card"
        onSubmit={(e) => {
          const result = nriRequestSchema.safeParse(record(new FormData(e.currentTarget)))
          if (!result.success) {
            e.preventDefault()
            const found = fieldErrorsOf(result.error)
            setClientErrors(found)
            focusFirstInvalid(e.currentTarget, found)
          } else setClientErrors(null)
        }}
      >
        <h2>{t('nri.basics')}</h2>
        {input('title')}
        <div className="field">
          <label htmlFor="nri-description">{t('nri.fields.description')}</label>
          <textarea id="nri-description" name="description" rows={4} defaultValue={text('description')} />
        </div>
        <div className="form-grid">
          {select('property_type', NRI_PROPERTY_TYPES, (o) => t(`nri.types.${key(o)}`))}
          {select('listing_type', LISTING_TYPES, (o) => t(`nri.listingTypes.${o}`), 'RENT', false)}
          {select('management_type', MANAGEMENT_TYPES, (o) => t(`nri.managementTypes.${o}`), 'FULL_SERVICE', false)}
          {select('bedrooms', NRI_BEDROOM_OPTIONS, (o) => o)}
          {select('bathrooms', NRI_BATHROOM_OPTIONS, (o) => o)}
          {input('area_sqft', { inputMode: 'decimal' })}
          {select('furnishing_status', NRI_FURNISHING_OPTIONS, (o) => t(`nri.furnishing.${key(o)}`))}
          {input('price', { inputMode: 'decimal' })}
          {input('monthly_rent', { inputMode: 'decimal' })}
          {input('security_deposit', { inputMode: 'decimal' })}
        </div>
        <fieldset className="field checklist">
          <legend>{t('nri.fields.amenities')}</legend>
          {NRI_AMENITIES.map((a) => (
            <label key={a}>
              <input type="checkbox" name="amenities" value={a} defaultChecked={Array.isArray(v.amenities) && v.amenities.includes(a)} />{' '}
              {t(`nri.amenities.${key(a)}`)}
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

export const ErrorBoundary = GeneralErrorBoundary
