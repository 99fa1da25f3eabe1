import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import {
  MAX_UPLOAD_BYTES,
  MESSAGES,
  bankUpdateSchema,
  isEmptyFile,
  isFileLike,
  passwordChangeSchema,
  profileUpdateSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '@gruha/shared'
import type { SessionUser } from '@gruha/cms/services/auth'
import { OtpNotSentError, sendOtp, verifyOtp } from '@gruha/cms/services/otp'
import { changePassword } from '@gruha/cms/services/profile'
import { updateProfile } from '@gruha/cms/services/profile'
import { updateBankDetails } from '@gruha/cms/services/bank-details'
import { uploadIdProof } from '@gruha/cms/services/agent-verification'
import type { IncomingFile } from '@gruha/cms/services/uploads'
import { appErrorData } from '~/utils/app-error.server'
import type { AppError } from '@gruha/cms/errors'
import { fieldErrorLists, parseForm, type SubmissionResult } from '~/forms'
import { getUser, requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { env } from '~/utils/env.server'
import { getLocale } from '~/i18n/i18n.server'
import { clientIp, limitRequest } from '~/utils/rate-limit.server'

/**
 * What every profile action answers: a message for the toast (or the OTP step's field), and for a form
 * read with its schema conform's result (its field errors; a schema's form-level rule, e.g. the bank form's
 * 'Please fill in all bank account details'). The refusal itself is the toast, not a second form message.
 */
export type ProfileActionData = {
  intent: string
  ok: boolean
  message: string | null
  result?: SubmissionResult
  bank?: { bank_account_number: string; ifsc_code: string }
}

const reply = (body: ProfileActionData, status = 200, headers?: HeadersInit) => data(body, { status, headers })
const fail = (intent: string, message: string, status = 400, result?: SubmissionResult) =>
  reply({ intent, ok: false, message, result }, status)

/** A form's submission as read by the kit; passwords are never sent back. */
type Submission = ReturnType<typeof parseForm>
const answerOf = (submission: Submission, fieldErrors?: Record<string, string | undefined>) =>
  submission.reply({
    ...(fieldErrors ? { fieldErrors: fieldErrorLists(fieldErrors) } : {}),
    hideFields: ['current_password', 'new_password', 'confirm_password'],
  })
/** A service's refusal of a parsed form: its message for the toast, its field errors under the fields. */
const refusedAnswer =
  (intent: string, submission: Submission, fallback?: string) =>
  (e: AppError): ProfileActionData => ({
    intent,
    ok: false,
    message: e.message || fallback || '',
    result: answerOf(submission, e.fieldErrors),
  })
/** The first message the schema gave, for the toast. */
const firstError = (result: SubmissionResult) => Object.values(result.error ?? {}).find((messages) => messages?.length)?.[0]

const fileFrom = (value: FormDataEntryValue | null): IncomingFile | null =>
  value && typeof value !== 'string' && isFileLike(value) && !isEmptyFile(value) ? value : null

const account = (user: SessionUser) => `user:${user.id}`

export async function profileAction(request: Request, user: SessionUser, context: AppLoadContext, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  const payload = await getPayloadClient()

  switch (intent) {
    case 'update-profile': {
      const submission = parseForm(form, profileUpdateSchema)
      if (submission.status !== 'success') return fail(intent, MESSAGES.profile.updateFailed, 400, answerOf(submission))
      const typedOtp = form.get('phone_otp')
      const phoneOtp = typeof typedOtp === 'string' ? typedOtp.replace(/\D/g, '').slice(0, 6) : ''
      if (phoneOtp) {
        const limited = await limitRequest('otpVerify', context, account(user))
        if (limited) return reply({ intent, ok: false, message: limited.message }, 429, limited.headers)
      }
      try {
        await updateProfile({ payload, user, input: { profile: submission.value, avatar: fileFrom(form.get('avatar')), phoneOtp } })
      } catch (error) {
        return appErrorData(error, (e): ProfileActionData => {
          const fieldErrors = e.fieldErrors ?? {}
          return {
            intent,
            ok: false,
            message: fieldErrors.avatar ?? fieldErrors.otp ?? e.message,
            result: answerOf(submission, fieldErrors),
          }
        })
      }
      return reply({ intent, ok: true, message: MESSAGES.profile.updated })
    }

    case 'upload-id-proof': {
      try {
        await uploadIdProof({
          payload,
          user,
          input: {
            file: fileFrom(form.get('id_proof')),
            locale: getLocale(request),
            reviewUrl: new URL('/admin/documents', env().SITE_URL).toString(),
          },
        })
      } catch (error) {
        return appErrorData(error, (e): ProfileActionData => ({ intent, ok: false, message: e.message }))
      }
      return reply({ intent, ok: true, message: MESSAGES.profile.idProofUploaded })
    }

    case 'send-otp': {
      const submission = parseForm(form, sendOtpSchema)
      if (submission.status !== 'success') {
        const result = answerOf(submission)
        return fail(intent, result.error?.phone?.[0] ?? MESSAGES.otp.failedToSend, 400, result)
      }
      const { phone, action } = submission.value
      if (action === 'bank_update' && user.role !== 'agent') return fail(intent, MESSAGES.otp.failedToSend, 403)
      // Codes go to the number on the account; 'verification' may text a NEW number the member wants
      // to store (the profile form) once they re-enter their password (the service decides).
      // The service uses a point of the 'otpSend' limit only when it really sends a code.
      const currentPassword = form.get('current_password')
      try {
        await sendOtp({
          payload,
          user: userForOtp(user),
          input: { phone, action, currentPassword: typeof currentPassword === 'string' ? currentPassword : undefined },
          limit: { ip: clientIp(context), account: account(user) },
        })
      } catch (error) {
        // The SMS gateway failed: a bad gateway, not the member's mistake.
        if (error instanceof OtpNotSentError) return fail(intent, error.message, 502)
        // The 60-second gap or the 'otpSend' limit (429 with Retry-After); another phone or the password (400).
        return appErrorData(error, refusedAnswer(intent, submission))
      }
      return reply({ intent, ok: true, message: MESSAGES.otp.sent })
    }

    case 'verify-otp': {
      const submission = parseForm(form, verifyOtpSchema)
      if (submission.status !== 'success') {
        const result = answerOf(submission)
        return fail(intent, result.error?.otp?.[0] ?? MESSAGES.otp.invalid, 400, result)
      }
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message }, 429, limited.headers)
      const { phone, action, otp } = submission.value
      const otpUser = action === 'verification' ? { id: user.id, phone_number: phone } : userForOtp(user)
      try {
        await verifyOtp({ payload, user: otpUser, input: { phone, action, code: otp }, consume: false })
      } catch (error) {
        return appErrorData(error, refusedAnswer(intent, submission))
      }
      return reply({ intent, ok: true, message: MESSAGES.otp.verified })
    }

    case 'change-password': {
      const submission = parseForm(form, passwordChangeSchema)
      if (submission.status !== 'success') {
        const result = answerOf(submission)
        return fail(intent, firstError(result) ?? MESSAGES.passwordChange.failed, 400, result)
      }
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message }, 429, limited.headers)
      try {
        await changePassword({ payload, user, input: submission.value })
      } catch (error) {
        return appErrorData(error, refusedAnswer(intent, submission))
      }
      return reply({ intent, ok: true, message: MESSAGES.passwordChange.success })
    }

    case 'update-bank': {
      if (user.role !== 'agent') return fail(intent, MESSAGES.bank.failed, 403)
      const submission = parseForm(form, bankUpdateSchema)
      if (submission.status !== 'success') {
        const result = answerOf(submission)
        return fail(intent, firstError(result) ?? MESSAGES.bank.failed, 400, result)
      }
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message }, 429, limited.headers)
      let saved
      try {
        saved = await updateBankDetails({ payload, user, input: submission.value })
      } catch (error) {
        return appErrorData(error, refusedAnswer(intent, submission, MESSAGES.bank.failed))
      }
      return reply({ intent, ok: true, message: MESSAGES.bank.success, bank: saved.masked })
    }

    default:
      return fail(intent, 'Unknown action')
  }
}

function userForOtp(user: SessionUser) {
  return { id: user.id, phone_number: (user.phone_number as string | null | undefined) ?? null }
}

/** Room for one 5 MB file plus the form fields. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 512 * 1024

/** The profile forms' action (used by /profile and the agent dashboard's settings tab). */
export async function profileRouteAction({ request, context }: ActionFunctionArgs) {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_BODY_BYTES) {
    return data<ProfileActionData>({ intent: 'upload', ok: false, message: MESSAGES.upload.tooLarge }, 413)
  }
  const user = await getUser(request)
  const form = await request.formData()
  if (!user) {
    if (form.get('intent') === 'upload-id-proof') {
      return data<ProfileActionData>({ intent: 'upload-id-proof', ok: false, message: MESSAGES.upload.mustBeLoggedIn }, 401)
    }
    await requireUser(request)
  }
  return profileAction(request, user!, context, form)
}
