import { data, type ActionFunctionArgs } from '@remix-run/node'
import { MESSAGES, emailVerificationSchema, resendVerificationSchema } from '@gruha/shared'
import { sendVerificationCode, verifyEmailCode } from '@gruha/cms/services/email-verification'
import { parseForm } from '~/forms'
import { appErrorData } from '~/utils/app-error.server'
import type { ResendActionData } from '~/components/auth/resend-button'
import { getLocale } from '~/i18n/i18n.server'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'
import type { VerifyActionData } from './verify-email'

type Context = ActionFunctionArgs['context']

/** Mails a new code. The same answer whether or not the address has an unverified account. */
export async function resendCode(request: Request, form: FormData, context: Context) {
  const payload = await getPayloadClient()
  // A signed-in user can only ask for their own address; a visitor names it.
  const user = await getUser(request)
  if (user?.email) form.set('email', user.email)
  const resend = parseForm(form, resendVerificationSchema)
  if (resend.status !== 'success') {
    const message = resend.error?.email?.[0] ?? MESSAGES.emailVerification.emailRequiredToResend
    return data<ResendActionData>({ intent: 'resend', ok: false, message }, 400)
  }
  const limited = await limitRequest('emailResend', context, resend.value.email)
  if (limited)
    return data<ResendActionData>({ intent: 'resend', ok: false, message: limited.message }, { status: 429, headers: limited.headers })
  try {
    await sendVerificationCode({ payload, user, input: { email: resend.value.email }, locale: getLocale(request) })
  } catch (error) {
    payload.logger.error({ msg: 'verification e-mail failed', err: error instanceof Error ? error.message : String(error) })
    return data<ResendActionData>({ intent: 'resend', ok: false, message: MESSAGES.emailVerification.resendFailed }, 503)
  }
  return data<ResendActionData>({ intent: 'resend', ok: true, message: '' })
}

/** Checks the code typed for an address (rate-limited per address). */
export async function verifyCode(form: FormData, context: Context) {
  const payload = await getPayloadClient()
  const submission = parseForm(form, emailVerificationSchema)
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.emailVerification.failedCheckOtp
    return data<VerifyActionData>({ intent: 'verify', ok: false, message, result: submission.reply() }, 400)
  }
  const refusal = (message: string): VerifyActionData => ({
    intent: 'verify',
    ok: false,
    message,
    result: submission.reply({ formErrors: [message] }),
  })
  const limited = await limitRequest('emailVerify', context, submission.value.email)
  if (limited) return data(refusal(limited.message), { status: 429, headers: limited.headers })
  try {
    await verifyEmailCode({ payload, input: { email: submission.value.email, code: submission.value.otp } })
  } catch (error) {
    // One message for every reason (the service's, the spec's): no hint whether the address has a code.
    return appErrorData(error, (e) => refusal(e.message))
  }
  return data<VerifyActionData>({ intent: 'verify', ok: true, message: MESSAGES.emailVerification.success, result: submission.reply() })
}
