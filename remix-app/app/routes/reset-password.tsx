import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { MESSAGES, TIMINGS, resetPasswordFormSchema, resetPasswordSchema } from '@gruha/shared'
import { resetPassword } from '@gruha/cms/services/password-reset'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { fieldErrorLists, getFormProps, parseForm, useSchemaForm, type SubmissionResult } from '~/forms'
import { TextField } from '~/components/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { ACCOUNT } from '~/i18n/namespaces/account'

// The token is in the URL: keep it out of Referer headers sent to other sites. Not no-referrer:
// that makes the browser send `Origin: null` with the form's own POST.
export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, ACCOUNT)('meta.resetTitle') },
  { name: 'referrer', content: 'same-origin' },
]

/** The form's answer: conform's result (field errors; a bad link as the form's error), and the success notice. */
type ResetActionData = { result: SubmissionResult; done?: string; badLink?: boolean }

/** Public: the e-mailed link's token (?token= or ?access_token=) is the proof. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  return { hasToken: Boolean(params.get('token') || params.get('access_token')) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const params = new URL(request.url).searchParams
  const form = await request.formData()
  // The form posts back to the link's own URL, so the token never goes into the page's HTML.
  form.set('token', params.get('token') || params.get('access_token') || '')
  const submission = parseForm(form, resetPasswordSchema)
  if (submission.status !== 'success') {
    const tokenError = submission.error?.token?.[0]
    return data<ResetActionData>(
      { result: submission.reply(tokenError ? { formErrors: [tokenError] } : undefined), badLink: Boolean(tokenError) },
      400,
    )
  }
  const limited = await limitRequest('resetPassword', context, null)
  if (limited)
    return data<ResetActionData>({ result: submission.reply({ formErrors: [limited.message] }) }, { status: 429, headers: limited.headers })

  const { token, password } = submission.value
  try {
    await resetPassword({ payload: await getPayloadClient(), input: { token, password } })
  } catch (error) {
    // A bad link is the form's error (with a link to ask again); a refused password is on its field.
    return appErrorData(error, (e): ResetActionData => {
      const fieldErrors = e.fieldErrors ?? {}
      const badLink = 'token' in fieldErrors
      return { result: submission.reply({ formErrors: badLink ? [e.message] : [], fieldErrors: fieldErrorLists(fieldErrors) }), badLink }
    })
  }
  return data<ResetActionData>({ result: submission.reply({ resetForm: true }), done: MESSAGES.resetPassword.success })
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const { hasToken } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const busy = navigation.state !== 'idle'
  const [form, fields] = useSchemaForm({ id: 'reset-form', schema: resetPasswordFormSchema, lastResult: answer?.result })

  useEffect(() => {
    if (!answer?.done) return
    const timer = setTimeout(() => navigate('/login'), TIMINGS.resetRedirect)
    return () => clearTimeout(timer)
  }, [answer, navigate])

  return (
    <main className="page narrow">
      <div className="card">
        <h1>{t('reset.title')}</h1>
        {answer?.done ? (
          <p className="form-success" role="status">
            {msg(answer.done)} <Link to="/login">{t('auth.signInLink')}</Link>
          </p>
        ) : !hasToken ? (
          <>
            <p className="form-error" role="alert">
              {msg(MESSAGES.resetPassword.missingToken)}
            </p>
            <p>
              <Link to="/forgot-password">{t('reset.requestNew')}</Link>
            </p>
          </>
        ) : (
          <>
            {form.errors?.[0] ? (
              <p className="form-error" role="alert" id={form.errorId}>
                {msg(form.errors[0])}
              </p>
            ) : null}
            <Form method="post" {...getFormProps(form)}>
              <TextField
                idPrefix="reset"
                name={fields.password.name}
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                hint={t('reset.hint')}
                error={fields.password.errors?.[0]}
              />
              <TextField
                idPrefix="reset"
                name={fields.confirmPassword.name}
                label={t('reset.confirm')}
                type="password"
                autoComplete="new-password"
                required
                error={fields.confirmPassword.errors?.[0]}
              />
              <button type="submit" className="primary" disabled={busy}>
                {busy ? t('reset.updating') : t('reset.update')}
              </button>
            </Form>
            {answer?.badLink ? (
              <p>
                <Link to="/forgot-password">{t('reset.requestNew')}</Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </main>
  )
}

export const headers = retryAfterHeaders

export const ErrorBoundary = GeneralErrorBoundary
