import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { LABELS, MESSAGES, forgotPasswordSchema } from '@gruha/shared'
import { requestPasswordReset } from '@gruha/cms/services/password-reset'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import { getFormProps, parseForm, useSchemaForm, type SubmissionResult } from '~/forms'
import { TextField } from '~/components/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { getLocale } from '~/i18n/i18n.server'
import { ACCOUNT } from '~/i18n/namespaces/account'

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, ACCOUNT)('meta.forgotTitle') }]

/** The form's answer: conform's result (errors, and the e-mail as typed), and the sent notice once sent. */
type ForgotActionData = { result: SubmissionResult; sent?: string }

/** Public: anyone may ask for a reset link. The answer never says whether the e-mail is registered. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), forgotPasswordSchema)
  if (submission.status !== 'success') return data<ForgotActionData>({ result: submission.reply() }, 400)
  const limited = await limitRequest('forgotPassword', context, submission.value.email)
  if (limited) {
    return data<ForgotActionData>(
      { result: submission.reply({ formErrors: [limited.message] }) },
      { status: 429, headers: limited.headers },
    )
  }
  const payload = await getPayloadClient()
  try {
    // The mail is queued after the answer, so the timing does not tell whether the account exists.
    const { delivery } = await requestPasswordReset({
      payload,
      user: null,
      input: { email: submission.value.email },
      locale: getLocale(request),
    })
    delivery.catch((error: unknown) =>
      payload.logger.error({ msg: 'password reset e-mail failed', err: error instanceof Error ? error.message : String(error) }),
    )
  } catch (error) {
    payload.logger.error({ msg: 'password reset e-mail failed', err: error instanceof Error ? error.message : String(error) })
    return data<ForgotActionData>({ result: submission.reply({ formErrors: [MESSAGES.forgotPassword.failed] }) }, 503)
  }
  return data<ForgotActionData>({ result: submission.reply(), sent: MESSAGES.forgotPassword.sent })
}

export default function ForgotPasswordPage() {
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const [form, fields] = useSchemaForm({ id: 'forgot-form', schema: forgotPasswordSchema, lastResult: answer?.result })
  return (
    <main className="page narrow">
      <div className="card">
        <h1>{t('forgot.title')}</h1>
        {answer?.sent ? (
          <p className="form-success" role="status">
            {msg(answer.sent)}
          </p>
        ) : (
          <>
            <p>{t('forgot.intro')}</p>
            {form.errors?.[0] ? (
              <p className="form-error" role="alert" id={form.errorId}>
                {msg(form.errors[0])}
              </p>
            ) : null}
            <Form method="post" {...getFormProps(form)}>
              <TextField
                idPrefix="forgot"
                name={fields.email.name}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                required
                defaultValue={fields.email.initialValue}
                error={fields.email.errors?.[0]}
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
