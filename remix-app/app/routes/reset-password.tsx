import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { z } from 'zod'
import { MESSAGES, TIMINGS, resetPasswordSchema } from '@gruha/shared'
import { resetPassword } from '@gruha/cms/services/password-reset/reset-password'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { fieldErrorsOf, useClientValidation } from '~/components/forms'
import { TextField } from '~/components/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'

// The token is in the URL: keep it out of Referer headers sent to other sites. Not no-referrer:
// that makes the browser send `Origin: null` with the form's own POST.
export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'account')('meta.resetTitle') },
  { name: 'referrer', content: 'same-origin' },
]

type ResetActionData = { ok: boolean; message: string | null; fieldErrors: Record<string, string> }

/** Public: the e-mailed link's token (?token= or ?access_token=) is the proof. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  return { hasToken: Boolean(params.get('token') || params.get('access_token')) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const params = new URL(request.url).searchParams
  const form = await request.formData()
  const parsed = resetPasswordSchema.safeParse({
    token: params.get('token') || params.get('access_token') || '',
    password: form.get('password'),
    confirmPassword: form.get('confirmPassword'),
  })
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return data<ResetActionData>({ ok: false, message: fieldErrors.token ?? null, fieldErrors }, 400)
  }
  const limited = await limitRequest('resetPassword', context, null)
  if (limited)
    return data<ResetActionData>({ ok: false, message: limited.message, fieldErrors: {} }, { status: 429, headers: limited.headers })

  const result = await resetPassword({ payload: await getPayloadClient(), token: parsed.data.token, password: parsed.data.password })
  if (!result.ok) {
    return data<ResetActionData>(
      { ok: false, message: result.reason === 'token' ? result.message : null, fieldErrors: result.fieldErrors },
      400,
    )
  }
  return data<ResetActionData>({ ok: true, message: MESSAGES.resetPassword.success, fieldErrors: {} })
}

/** The form posts back to this URL, so the token never goes into the page's HTML. */
const formSchema = z.preprocess((v) => ({ ...(v as object), token: 'from-the-url' }), resetPasswordSchema)

export default function ResetPasswordPage() {
  const { t } = useTranslation('account')
  const msg = useMessage()
  const { hasToken } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as ResetActionData | undefined
  const navigation = useNavigation()
  const navigate = useNavigate()
  const busy = navigation.state !== 'idle'
  const form = useClientValidation(formSchema, result?.fieldErrors)

  useEffect(() => {
    if (!result?.ok) return
    const timer = setTimeout(() => navigate('/login'), TIMINGS.resetRedirect)
    return () => clearTimeout(timer)
  }, [result, navigate])

  return (
    <main className="page narrow">
      <div className="card">
        <h1>{t('reset.title')}</h1>
        {result?.ok ? (
          <p className="form-success" role="status">
            {msg(result.message)} <Link to="/login">{t('auth.signInLink')}</Link>
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
            {result?.message ? (
              <p className="form-error" role="alert">
                {msg(result.message)}
              </p>
            ) : null}
            <Form method="post" noValidate onSubmit={form.onSubmit}>
              <TextField
                idPrefix="reset"
                name="password"
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                hint={t('reset.hint')}
                error={form.errors.password}
              />
              <TextField
                idPrefix="reset"
                name="confirmPassword"
                label={t('reset.confirm')}
                type="password"
                autoComplete="new-password"
                required
                error={form.errors.confirmPassword}
              />
              <button type="submit" className="primary" disabled={busy}>
                {busy ? t('reset.updating') : t('reset.update')}
              </button>
            </Form>
            {result?.fieldErrors.token ? (
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
