import { type LinksFunction, data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat, useMessage } from '~/i18n'
import {
  CONTACT_PREFERENCES,
  HOUSE_RULES,
  LEASE_DURATIONS,
  MESSAGES,
  TENANT_PREFERENCES,
  isSaleOnlyType,
  rentListingSchema,
} from '@gruha/shared'
import { listManagedProperties } from '@gruha/cms/services/management/list-managed-properties'
import { listPropertyForRent } from '@gruha/cms/services/management/list-property-for-rent'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { fieldErrorsOf, type FieldErrors } from '~/components/forms'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { getFixedT } from '~/i18n/i18n.server'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { FieldError } from '~/components/field-error'
import { firstInvalid, useFocusAfterRender } from '~/components/use-focus-after-render'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('rentWizard.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const managed = await listManagedProperties({ payload: await getPayloadClient(), user })
  return {
    properties: managed
      .filter((p) => !isSaleOnlyType(p.propertyType))
      .map((p) => ({ id: p.id, title: p.title, city: p.city, rentListing: p.rentListing, monthlyRent: p.monthlyRent })),
  }
}

type Answer = { ok: false; message: string; fieldErrors: FieldErrors }
const LIST_KEYS = ['tenant_preferences', 'house_rules', 'contact_preferences'] as const

function record(form: FormData) {
  const out: Record<string, unknown> = Object.fromEntries(form)
  for (const key of LIST_KEYS) out[key] = form.getAll(key).map(String)
  return out
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const parsed = rentListingSchema.safeParse(record(await request.formData()))
  if (!parsed.success)
    return data<Answer>({ ok: false, message: MESSAGES.properties.addFailed, fieldErrors: fieldErrorsOf(parsed.error) }, 400)
  try {
    await listPropertyForRent({ payload: await getPayloadClient(), user, input: parsed.data })
  } catch (error) {
    return appErrorData(error, (e): Answer => ({ ok: false, message: e.message, fieldErrors: {} }))
  }
  const t = await getFixedT(request, 'messages')
  return redirect('/property-management/my-properties', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t(MESSAGES.rent.success) }) },
  })
}

const STEP_FIELDS: Record<1 | 2 | 3, readonly string[]> = {
  1: ['property'],
  2: ['monthly_rent', 'security_deposit', 'available_from', 'lease_duration', 'tenant_preferences'],
  3: ['house_rules', 'rental_terms', 'contact_preferences'],
}

export default function RentProperty() {
  const { properties } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const { t } = useTranslation('member')
  const msg = useMessage()
  const f = useFormat()
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender(formRef)
  const [step, setStep] = useState<1 | 2 | 3>(1)
  /** Shows step `s` with the focus on its first field (the button that was pressed may be gone). */
  const goTo = (s: 1 | 2 | 3) => {
    setStep(s)
    focusAfterRender(`section[data-step="${s}"] :is(input, select, textarea)`)
  }
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const preselected = properties.find((p) => String(p.id) === params.get('property')) ?? null
  const [chosen, setChosen] = useState<number | null>(preselected?.id ?? null)
  const current = properties.find((p) => p.id === chosen)?.rentListing ?? null
  const errors = clientErrors ?? answer?.fieldErrors ?? {}
  const firstStepWithError = ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].some((k) => errors[k]))

  useEffect(() => {
    if (firstStepWithError) {
      setStep(firstStepWithError)
      focusAfterRender(firstInvalid(errors))
    }
    // Only when a new server answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  /** Checks the steps up to `upTo`; on a mistake, shows it and goes to its step. */
  function check(upTo: 1 | 2 | 3): boolean {
    if (!formRef.current) return true
    const result = rentListingSchema.safeParse(record(new FormData(formRef.current)))
    const all = result.success ? {} : fieldErrorsOf(result.error)
    const shown = Object.fromEntries(
      Object.entries(all).filter(([k]) => ([1, 2, 3] as const).some((s) => s <= upTo && STEP_FIELDS[s].includes(k))),
    )
    setClientErrors(shown)
    const bad = ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].some((k) => k in shown))
    if (bad) {
      setStep(bad)
      focusAfterRender(firstInvalid(shown))
    }
    return bad === undefined
  }
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!check(3)) e.preventDefault()
  }
  const err = (name: string) => (errors[name] ? <FieldError id={`rent-${name}-error`}>{msg(errors[name])}</FieldError> : null)
  const a11y = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `rent-${name}-error` : undefined,
  })
  const visible = (s: 1 | 2 | 3) => step === s
  const checks = (name: (typeof LIST_KEYS)[number], values: readonly string[], defaults: readonly string[]) => (
    <fieldset className="field checklist">
      <legend>{t(`rentWizard.${name}`)}</legend>
      {values.map((v) => (
        <label key={`${chosen}-${v}`}>
          <input type="checkbox" name={name} value={v} defaultChecked={defaults.includes(v)} /> {t(`rentWizard.options.${v}`)}
        </label>
      ))}
    </fieldset>
  )

  return (
    <main className="page narrow">
      <h1>{t('rentWizard.title')}</h1>
      <ol className="wizard-steps" aria-label={t('rentWizard.stepsLabel')}>
        {([1, 2, 3] as const).map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'active' : undefined}>
            {t(`rentWizard.step${s}`)}
          </li>
        ))}
      </ol>
      {answer && !answer.ok ? (
        <p className="form-error" role="alert">
          {msg(answer.message)}
        </p>
      ) : null}
      {properties.length === 0 ? (
        <div className="card empty">
          <p>{t('rentWizard.noProperties')}</p>
          <Link className="button" to="/add-property">
            {t('rentWizard.addProperty')}
          </Link>
        </div>
      ) : (
        <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="card">
          <section hidden={!visible(1)} data-step="1">
            <h2>{t('rentWizard.step1')}</h2>
            <div className="field">
              <label htmlFor="rent-property">{t('rentWizard.property')}</label>
              <select
                id="rent-property"
                name="property"
                value={chosen ?? ''}
                onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)}
                {...a11y('property')}
              >
                <option value="">{t('rentWizard.selectProperty')}</option>
                {properties.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title} · {p.city}
                  </option>
                ))}
              </select>
              {err('property')}
              {current ? <p className="muted">{t('rentWizard.currentListing', { rent: f.rent(current.monthlyRent) })}</p> : null}
            </div>
          </section>
          <section hidden={!visible(2)} key={`s2-${chosen}`} data-step="2">
            <h2>{t('rentWizard.step2')}</h2>
            <div className="field">
              <label htmlFor="rent-monthly_rent">{t('rentWizard.monthlyRent')}</label>
              <input
                id="rent-monthly_rent"
                name="monthly_rent"
                inputMode="decimal"
                defaultValue={current?.monthlyRent ?? ''}
                {...a11y('monthly_rent')}
              />
              {err('monthly_rent')}
            </div>
            <div className="field">
              <label htmlFor="rent-security_deposit">{t('rentWizard.securityDeposit')}</label>
              <input
                id="rent-security_deposit"
                name="security_deposit"
                inputMode="decimal"
                defaultValue={current?.securityDeposit ?? ''}
                {...a11y('security_deposit')}
              />
              {err('security_deposit')}
            </div>
            <div className="field">
              <label htmlFor="rent-available_from">{t('rentWizard.availableFrom')}</label>
              <input
                id="rent-available_from"
                name="available_from"
                type="date"
                defaultValue={current?.availableFrom?.slice(0, 10) ?? ''}
                {...a11y('available_from')}
              />
              {err('available_from')}
            </div>
            <div className="field">
              <label htmlFor="rent-lease_duration">{t('rentWizard.leaseDuration')}</label>
              <select id="rent-lease_duration" name="lease_duration" defaultValue={current?.leaseDuration ?? '1_year'}>
                {LEASE_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`rentWizard.options.${d}`)}
                  </option>
                ))}
              </select>
            </div>
            {checks('tenant_preferences', TENANT_PREFERENCES, [])}
          </section>
          <section hidden={!visible(3)} key={`s3-${chosen}`} data-step="3">
            <h2>{t('rentWizard.step3')}</h2>
            {checks('house_rules', HOUSE_RULES, [])}
            <div className="field">
              <label htmlFor="rent-rental_terms">{t('rentWizard.rentalTerms')}</label>
              <textarea id="rent-rental_terms" name="rental_terms" rows={4} />
            </div>
            {checks('contact_preferences', CONTACT_PREFERENCES, CONTACT_PREFERENCES)}
          </section>
          <div className="form-actions">
            {step > 1 ? (
              <button type="button" className="secondary" onClick={() => goTo(step > 1 ? ((step - 1) as 1 | 2) : step)}>
                {t('rentWizard.back')}
              </button>
            ) : null}
            {/* Distinct keys: reusing one <button> whose type flips to submit mid-click would submit the form. */}
            {step < 3 ? (
              <button
                key="continue"
                type="button"
                className="primary"
                onClick={() => {
                  if (check(step)) goTo(step < 3 ? ((step + 1) as 2 | 3) : step)
                }}
              >
                {t('rentWizard.continue')}
              </button>
            ) : (
              <button key="submit" type="submit" className="primary" disabled={navigation.state !== 'idle'}>
                {navigation.state !== 'idle' ? t('rentWizard.submitting') : t('rentWizard.submit')}
              </button>
            )}
          </div>
        </form>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
