import { Link, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { CONTACT_PREFERENCES, HOUSE_RULES, LEASE_DURATIONS, TENANT_PREFERENCES, rentListingSchema } from '@gruha/shared'
import type { ManagedProperty } from '@gruha/cms/services/management'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { getFormProps, useSchemaForm, useStepCheck, type SubmissionResult } from '~/forms'
import { FieldError } from '~/components/field-error'
import { firstInvalid, useFocusAfterRender } from '~/components/use-focus-after-render'
import { MEMBER } from '~/i18n/namespaces/member'

/** The options of the wizard's checklists, each a key of `rentWizard.options`. */
type RentListOption = (typeof TENANT_PREFERENCES | typeof HOUSE_RULES | typeof CONTACT_PREFERENCES)[number]

/** A property the owner may let, with its rent listing if it has one. */
export type RentableProperty = Pick<ManagedProperty, 'id' | 'title' | 'city' | 'rentListing' | 'monthlyRent'>

/** A refused listing: conform's result (field errors, the form's message, the values as typed). */
export type RentAnswer = { ok: false; result: SubmissionResult }
type ListKey = 'tenant_preferences' | 'house_rules' | 'contact_preferences'

const STEP_FIELDS: Record<1 | 2 | 3, readonly (keyof typeof rentListingSchema.shape)[]> = {
  1: ['property'],
  2: ['monthly_rent', 'security_deposit', 'available_from', 'lease_duration', 'tenant_preferences'],
  3: ['house_rules', 'rental_terms', 'contact_preferences'],
}

/** The three steps of one form, posted at the end; Continue checks the step's fields with the shared schema first. */
export function RentWizard({ properties, answer }: { properties: RentableProperty[]; answer: RentAnswer | undefined }) {
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const { t } = useTranslation(MEMBER)
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
  const [form, fields] = useSchemaForm({ id: 'rent-form', schema: rentListingSchema, lastResult: answer?.result })
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.values(STEP_FIELDS)
      .flat()
      .map((name) => [name, fields[name].errors?.[0]]),
  )
  const firstStepWithError = ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].some((k) => errors[k]))
  // What was typed, kept when the server sent the form back (conform's `initialValue`).
  const typed = (name: keyof typeof fields): unknown => fields[name].initialValue
  const typedProperty = properties.find((p) => String(p.id) === typed('property'))
  const preselected = typedProperty ?? properties.find((p) => String(p.id) === params.get('property')) ?? null
  const [chosen, setChosen] = useState<number | null>(preselected?.id ?? null)
  const current = properties.find((p) => p.id === chosen)?.rentListing ?? null
  /** The value typed for `name` while the property it was typed for is still chosen. */
  const kept = (name: keyof typeof fields) => {
    const value = typed(name)
    return typedProperty && typedProperty.id === chosen && typeof value === 'string' ? value : undefined
  }
  const keptList = (name: ListKey) => {
    const value = typed(name)
    if (!typedProperty || typedProperty.id !== chosen || value === undefined) return undefined
    return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
  }

  useEffect(() => {
    if (firstStepWithError) {
      setStep(firstStepWithError)
      focusAfterRender(firstInvalid(errors))
    }
    // Only when a new server answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  // Continue checks the steps so far; a refused submit goes to the step of its first mistake.
  const { check, onSubmit } = useStepCheck({
    formRef,
    form,
    schema: rentListingSchema,
    steps: STEP_FIELDS,
    goToStep: setStep,
    focusAfterRender,
  })
  const err = (name: string) => (errors[name] ? <FieldError id={`rent-${name}-error`}>{msg(errors[name])}</FieldError> : null)
  const a11y = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `rent-${name}-error` : undefined,
  })
  const visible = (s: 1 | 2 | 3) => step === s
  const checks = (name: ListKey, values: readonly RentListOption[], defaults: readonly string[]) => (
    <fieldset className="field checklist">
      <legend>{t(`rentWizard.${name}`)}</legend>
      {values.map((v) => (
        <label key={`${chosen}-${v}`}>
          <input type="checkbox" name={name} value={v} defaultChecked={(keptList(name) ?? defaults).includes(v)} />{' '}
          {t(`rentWizard.options.${v}`)}
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
      {form.errors?.[0] ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(form.errors[0])}
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
        <form method="post" ref={formRef} {...getFormProps(form)} onSubmit={onSubmit} className="card">
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
                defaultValue={kept('monthly_rent') ?? current?.monthlyRent ?? ''}
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
                defaultValue={kept('security_deposit') ?? current?.securityDeposit ?? ''}
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
                defaultValue={kept('available_from') ?? current?.availableFrom?.slice(0, 10) ?? ''}
                {...a11y('available_from')}
              />
              {err('available_from')}
            </div>
            <div className="field">
              <label htmlFor="rent-lease_duration">{t('rentWizard.leaseDuration')}</label>
              <select
                id="rent-lease_duration"
                name="lease_duration"
                defaultValue={kept('lease_duration') ?? current?.leaseDuration ?? '1_year'}
              >
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
              <textarea id="rent-rental_terms" name="rental_terms" rows={4} defaultValue={kept('rental_terms')} />
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
