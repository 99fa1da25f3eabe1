import { useEffect, useRef, useState, type FormEvent } from 'react'
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
  signupStep1Schema,
  type SignupRole,
} from '@gruha/shared'
import { fieldErrorsOf, type FieldErrors } from '~/components/forms'
import { STEP_1_FIELDS, type AuthActionData } from './auth-types'
import { FileField, SelectField, TextField } from '../fields'
import { useHydrated } from './use-hydrated'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useMessage } from '~/i18n'
import { FieldError } from '~/components/field-error'
import { firstInvalid, useFocusAfterRender } from '~/components/use-focus-after-render'

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
  const { t } = useTranslation('account')
  const msg = useMessage()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState<1 | 2>(1)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const raw = fetcher.data ?? pageData
  const data = raw?.intent === 'signup' ? raw : undefined
  const busy = fetcher.state !== 'idle'
  const p = (name: string) => ({ idPrefix, name })
  const successLink = useRef<HTMLAnchorElement>(null)

  const focusAfterRender = useFocusAfterRender(formRef)

  // A refusal from the server: back to the step it concerns ('already exists' returns to step 1),
  // with the focus on the field it names.
  useEffect(() => {
    if (data && !data.ok) {
      setClientErrors(null)
      setStep(data.step)
      focusAfterRender(firstInvalid(data.fieldErrors))
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

  const errors: FieldErrors = clientErrors ?? (data && !data.ok ? data.fieldErrors : {})
  const values = data && !data.ok ? data.values : {}

  function focusFirstError(fields: FieldErrors) {
    focusAfterRender(firstInvalid(fields))
  }

  function next() {
    if (!formRef.current) return
    const result = signupStep1Schema.safeParse(Object.fromEntries(new FormData(formRef.current)))
    if (!result.success) {
      const found = fieldErrorsOf(result.error)
      setClientErrors(found)
      focusFirstError(found)
      return
    }
    setClientErrors(null)
    setStep(2)
    focusAfterRender('fieldset[data-step="2"] [name]')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = signupSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (result.success) return setClientErrors(null)
    event.preventDefault()
    const found = fieldErrorsOf(result.error)
    setClientErrors(found)
    if (STEP_1_FIELDS.some((f) => f in found)) setStep(1)
    focusFirstError(found)
  }

  const showStep = (n: 1 | 2) => !hydrated || step === n

  return (
    <fetcher.Form ref={formRef} method="post" action={action} encType="multipart/form-data" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="role" value={role} />
      {hydrated ? (
        <p className="auth-step" aria-live="polite">
          {t('signup.step', { step })}
        </p>
      ) : null}
      {data && !data.ok && data.message && !clientErrors ? (
        <p className="form-error" role="alert">
          {msg(data.message)}
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
            defaultValue={values.first_name}
            error={errors.first_name}
          />
          <TextField
            {...p('last_name')}
            label={t('signup.lastName')}
            autoComplete="family-name"
            required
            defaultValue={values.last_name}
            error={errors.last_name}
          />
        </div>
        <TextField
          {...p('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
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
              defaultValue={values.business_name}
              error={errors.business_name}
            />
            <SelectField
              {...p('business_type')}
              label={t('signup.businessType')}
              required
              placeholder={t('signup.selectBusinessType')}
              options={BUSINESS_TYPES.map((b) => ({ value: b, label: msg(b) }))}
              defaultValue={values.business_type}
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
              defaultValue={values.experience_years}
              error={errors.experience_years}
            />
            <SelectField
              {...p('specialization')}
              label={t('signup.specialization')}
              required
              placeholder={t('signup.selectSpecialization')}
              options={AGENT_SPECIALIZATIONS.map((a) => ({ value: a, label: msg(a) }))}
              defaultValue={values.specialization}
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
          defaultValue={values.phone_number}
          error={errors.phone_number}
        />
        <div className="row">
          <TextField
            {...p('city')}
            label={t('signup.city')}
            autoComplete="address-level2"
            required={role === 'agent'}
            defaultValue={values.city}
            error={errors.city}
          />
          <SelectField
            {...p('state')}
            label={t('signup.state')}
            required={role === 'agent'}
            placeholder={t('signup.selectState')}
            options={SIGNUP_STATES}
            defaultValue={values.state}
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
