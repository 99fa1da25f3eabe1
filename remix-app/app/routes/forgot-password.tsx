import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { LABELS, MESSAGES, forgotPasswordSchema } from '@gruha/shared'
import { requestPasswordReset } from '@gruha/cms/services/password-reset/request-password-reset'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { fieldErrorsOf, useClientValidation } from '~/components/forms'
import { TextField } from '~/components/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'
import { getLocale } from '~/i18n/i18n.server'

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'account')('meta.forgotTitle') }]

type ForgotActionData = { ok: boolean; message: string | null; fieldErrors: Record<string, string>; email: string }

/** Public: anyone may ask for a reset link. The answer never says whether the e-mail is registered. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const typed = typeof form.get('email') === 'string' ? String(form.get('email')) : ''
  const parsed = forgotPasswordSchema.safeParse({ email: typed })
  if (!parsed.success) {
    return data<ForgotActionData>({ ok: false, message: null, fieldErrors: fieldErrorsOf(parsed.error), email: typed }, 400)
  }
  const limited = await limitRequest('forgotPassword', context, parsed.data.email)
  if (limited) {
    return data<ForgotActionData>(
      { ok: false, message: limited.message, fieldErrors: {}, email: typed },
      { status: 429, headers: limited.headers },
    )
  }
  const payload = await getPayloadClient()
  try {
    // The mail is queued after the answer, so the timing does not tell whether the account exists.
    const { delivery } = await requestPasswordReset({ payload, email: parsed.data.email, locale: getLocale(request) })
    delivery.catch((error: unknown) =>
      payload.logger.error({ msg: 'password reset e-mail failed', err: error instanceof Error ? error.message : String(error) }),
    )
  } catch (error) {
    payload.logger.error({ msg: 'password reset e-mail failed', err: error instanceof Error ? error.message : String(error) })
    return data<ForgotActionData>({ ok: false, message: MESSAGES.forgotPassword.failed, fieldErrors: {}, email: typed }, 503)
  }
  return data<ForgotActionData>({ ok: true, message: MESSAGES.forgotPassword.sent, fieldErrors: {}, email: typed })
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>() as ForgotActionData | undefined
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { t } = useTranslation('account')
  const msg = useMessage()
  const form = useClientValidation(forgotPasswordSchema, result?.fieldErrors)
  return (
    <main className="page narrow">
      <div className="card">
        <h1>{t('forgot.title')}</h1>
        {result?.ok ? (
          <p className="form-success" role="status">
            {msg(result.message)}
          </p>
        ) : (
          <>
            <p>{t('forgot.intro')}</p>
            {result?.message ? (
              <p className="form-error" role="alert">
                {msg(result.message)}
              </p>
            ) : null}
            <Form method="post" noValidate onSubmit={form.onSubmit}>
              <TextField
                idPrefix="forgot"
                name="email"
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.email}
                error={form.errors.email}
              />
              <button type="submit" className="primary" disabled={busy}>
                {busy ? t('forgot.sending') : t('forgot.send')}
              </button>
            </Form>
          </>
        )}
        <p>
          <Link to="/login">{msg(LABELS.authModal.backToSignIn)}</Link>
        </p>
      </div>
    </main>
  )
}

export const headers = retryAfterHeaders

export const ErrorBoundary = GeneralErrorBoundary
