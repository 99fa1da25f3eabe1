import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher, useNavigate } from '@remix-run/react'
import {
  AGENT_EXPERIENCE_LEVELS,
  AGENT_EXPERIENCE_LEVEL_LABELS,
  AGENT_SPECIALIZATIONS,
  BUSINESS_TYPES,
  DOCUMENT_ACCEPT,
  LABELS,
  MESSAGES,
  SIGNUP_STATES,
  TIMINGS,
  signupSchema,
  type SignupRole,
} from '@gruha/shared'
import { getFormProps, useSchemaForm, useStepCheck } from '~/forms'
import { SIGNUP_FIELDS, SIGNUP_STEP_FIELDS, type AuthActionData } from './auth-types'
import { FileField, SelectField, TextField } from '../fields'
import { useHydrated } from './use-hydrated'
import type { ParseKeys } from 'i18next'
import { useMessage, useTranslation } from '~/i18n'
import { FieldError } from '~/components/field-error'
import { firstInvalid, useFocusAfterRender } from '~/components/use-focus-after-render'
import { ACCOUNT } from '~/i18n/namespaces/account'

type Props = {
  /** The /login URL of this panel (mode, role), so a page without JavaScript comes back to it. */
  action: string
  role: SignupRole
  pageData?: AuthActionData
  idPrefix: string
  /** Switches the panel to sign-in (the success screen's 'Back to Sign In'). */
  signInHref: string
  onSignIn?: () => void
  onDone?: () => void
}

const STEP_2_TITLES: Record<SignupRole, ParseKeys<'account'>> = {
  buyer: 'signup.buyerInfo',
  seller: 'signup.businessInfo',
  agent: 'signup.professionalInfo',
}

const verificationHref = (email: string) => `/email-verification?email=${encodeURIComponent(email)}`

/**
 * Two steps for every role (spec 000, "Auth modal"): personal information, then the buyer's,
 * the seller's business or the agent's professional information. Both steps live in one form, so
 * without JavaScript the whole form shows and posts at once; with it, step 2 appears after step 1
 * passes the shared schema.
 */
export function SignUpForm({ action, role, pageData, idPrefix, signInHref, onSignIn, onDone }: Props) {
  const fetcher = useFetcher<AuthActionData>()
  const navigate = useNavigate()
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState<1 | 2>(1)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const raw = fetcher.data ?? pageData
  const data = raw?.intent === 'signup' ? raw : undefined
  const busy = fetcher.state !== 'idle'
  const p = (name: string) => ({ idPrefix, name })
  const successLink = useRef<HTMLAnchorElement>(null)

  const focusAfterRender = useFocusAfterRender(formRef)
  const [form, fields] = useSchemaForm({
    id: `${idPrefix}-form`,
    schema: signupSchema,
    lastResult: data && !data.ok ? data.result : undefined,
  })
  // Next checks step 1; a refused submit goes to the step of its first mistake.
  const { check, onSubmit } = useStepCheck({
    formRef,
    form,
    schema: signupSchema,
    steps: SIGNUP_STEP_FIELDS,
    goToStep: setStep,
    focusAfterRender,
  })
  const errors: Record<string, string | undefined> = Object.fromEntries(SIGNUP_FIELDS.map((name) => [name, fields[name].errors?.[0]]))
  /** What was typed, kept when the server sent the form back (conform's `initialValue`; never passwords or files). */
  const typed = (name: (typeof SIGNUP_FIELDS)[number]) => {
    const value: unknown = fields[name].initialValue
    return typeof value === 'string' ? value : undefined
  }

  // A refusal from the server: back to the step it concerns ('already exists' returns to step 1),
  // with the focus on the field it names.
  useEffect(() => {
    if (data && !data.ok) {
      setStep(data.step)
      focusAfterRender(firstInvalid(data.result.error ?? {}))
    }
  }, [data, focusAfterRender])

  // Account created: the focus goes to the first way on (the form it was in is gone).
  useEffect(() => {
    if (data?.ok) successLink.current?.focus()
  }, [data])

  useEffect(() => {
    if (!data?.ok) return
    const timer = setTimeout(() => {
      onDone?.()
      navigate(verificationHref(data.email))
    }, TIMINGS.signupRedirect)
    return () => clearTimeout(timer)
  }, [data, navigate, onDone])

  if (data?.ok) {
    return (
      <div className="auth-success" role="status">
        <p className="form-success">{msg(data.message)}</p>
        <p className="auth-actions">
          <Link ref={successLink} to={verificationHref(data.email)} className="button" onClick={onDone}>
            {msg(LABELS.authModal.goToEmailVerification)}
          </Link>
          <a
            href={signInHref}
            className="button secondary"
            onClick={(e) => {
              if (!onSignIn) return
              e.preventDefault()
              onSignIn()
            }}
          >
            {msg(LABELS.authModal.backToSignIn)}
          </a>
        </p>
      </div>
    )
  }

  function next() {
    if (!check(1)) return
    setStep(2)
    focusAfterRender('fieldset[data-step="2"] [name]')
  }

  const showStep = (n: 1 | 2) => !hydrated || step === n

  return (
    <fetcher.Form ref={formRef} method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="role" value={role} />
      {hydrated ? (
        <p className="auth-step" aria-live="polite">
          {t('signup.step', { step })}
        </p>
      ) : null}
      {form.errors?.[0] ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(form.errors[0])}
        </p>
      ) : null}

      <fieldset data-step="1" hidden={!showStep(1)}>
        <legend>{t('signup.personalInfo')}</legend>
        <div className="row">
          <TextField
            {...p('first_name')}
            label={t('signup.firstName')}
            autoComplete="given-name"
            required
            defaultValue={typed('first_name')}
            error={errors.first_name}
          />
          <TextField
            {...p('last_name')}
            label={t('signup.lastName')}
            autoComplete="family-name"
            required
            defaultValue={typed('last_name')}
            error={errors.last_name}
          />
        </div>
        <TextField
          {...p('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={typed('email')}
          error={errors.email}
        />
        <TextField
          {...p('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
          error={errors.password}
        />
        <TextField
          {...p('confirmPassword')}
          label={t('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        {hydrated ? (
          <button type="button" className="primary" onClick={next}>
            {t('signup.next')}
          </button>
        ) : null}
      </fieldset>

      <fieldset data-step="2" hidden={!showStep(2)}>
        <legend>{t(STEP_2_TITLES[role])}</legend>
        {role === 'seller' ? (
          <>
            <TextField
              {...p('business_name')}
              label={t('signup.businessName')}
              autoComplete="organization"
              defaultValue={typed('business_name')}
              error={errors.business_name}
            />
            <SelectField
              {...p('business_type')}
              label={t('signup.businessType')}
              required
              placeholder={t('signup.selectBusinessType')}
              options={BUSINESS_TYPES.map((b) => ({ value: b, label: msg(b) }))}
              defaultValue={typed('business_type')}
              error={errors.business_type}
            />
          </>
        ) : null}
        {role === 'agent' ? (
          <>
            <SelectField
              {...p('experience_years')}
              label={t('signup.experienceLevel')}
              required
              placeholder={t('signup.selectExperience')}
              options={AGENT_EXPERIENCE_LEVELS.map((v) => ({ value: v, label: msg(AGENT_EXPERIENCE_LEVEL_LABELS[v]) }))}
              defaultValue={typed('experience_years')}
              error={errors.experience_years}
            />
            <SelectField
              {...p('specialization')}
              label={t('signup.specialization')}
              required
              placeholder={t('signup.selectSpecialization')}
              options={AGENT_SPECIALIZATIONS.map((a) => ({ value: a, label: msg(a) }))}
              defaultValue={typed('specialization')}
              error={errors.specialization}
            />
          </>
        ) : null}
        <TextField
          {...p('phone_number')}
          label={t('signup.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={role === 'agent'}
          defaultValue={typed('phone_number')}
          error={errors.phone_number}
        />
        <div className="row">
          <TextField
            {...p('city')}
            label={t('signup.city')}
            autoComplete="address-level2"
            required={role === 'agent'}
            defaultValue={typed('city')}
            error={errors.city}
          />
          <SelectField
            {...p('state')}
            label={t('signup.state')}
            required={role === 'agent'}
            placeholder={t('signup.selectState')}
            options={SIGNUP_STATES}
            defaultValue={typed('state')}
            error={errors.state}
          />
        </div>
        <FileField
          {...p('id_proof')}
          label={role === 'agent' ? t('signup.idProof') : t('signup.idProofOptional')}
          accept={DOCUMENT_ACCEPT}
          required={role === 'agent'}
          hint={msg(MESSAGES.signup.idProofInvalid)}
          error={errors.id_proof}
        />
        {role !== 'agent' ? (
          <FileField {...p('address_proof')} label={t('signup.addressProof')} accept={DOCUMENT_ACCEPT} error={errors.address_proof} />
        ) : null}
        {role === 'seller' ? (
          <FileField {...p('business_proof')} label={t('signup.businessProof')} accept={DOCUMENT_ACCEPT} error={errors.business_proof} />
        ) : null}
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              name="terms_accepted"
              value="true"
              onChange={(e) => setTermsAccepted(e.target.checked)}
              aria-invalid={errors.terms_accepted ? true : undefined}
              aria-describedby={errors.terms_accepted ? `${idPrefix}-terms_accepted-error` : undefined}
            />{' '}
            {t('signup.accept')}{' '}
            <Link to="/terms-of-service" target="_blank">
              {t('signup.terms')}
            </Link>
          </label>
          {errors.terms_accepted ? <FieldError id={`${idPrefix}-terms_accepted-error`}>{msg(errors.terms_accepted)}</FieldError> : null}
        </div>
        <div className="auth-actions">
          {hydrated ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setStep(1)
                focusAfterRender('fieldset[data-step="1"] [name]')
              }}
            >
              {t('signup.back')}
            </button>
          ) : null}
          {/* Disabled until the terms are ticked; only with JavaScript, which can enable it again. */}
          <button type="submit" className="primary" disabled={busy || (hydrated && !termsAccepted)}>
            {busy ? t('signup.creating') : t('signup.create')}
          </button>
        </div>
      </fieldset>
    </fetcher.Form>
  )
}
