import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import {
  MAX_UPLOAD_BYTES,
  MESSAGES,
  bankUpdateSchema,
  fieldErrors,
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
import { getUser, requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { env } from '~/utils/env.server'
import { getLocale } from '~/i18n/i18n.server'
import { clientIp, limitRequest } from '~/utils/rate-limit.server'

/** What every profile action answers: a message for the toast or banner, and per-field errors. */
export type ProfileActionData = {
  intent: string
  ok: boolean
  message: string | null
  fieldErrors: Record<string, string>
  bank?: { bank_account_number: string; ifsc_code: string }
}

const reply = (body: ProfileActionData, status = 200, headers?: HeadersInit) => data(body, { status, headers })
const fail = (intent: string, message: string, errors: Record<string, string> = {}, status = 400) =>
  reply({ intent, ok: false, message, fieldErrors: errors }, status)

const fileFrom = (value: FormDataEntryValue | null): IncomingFile | null =>
  value && typeof value !== 'string' && isFileLike(value) && !isEmptyFile(value) ? value : null

const account = (user: SessionUser) => `user:${user.id}`

export async function profileAction(request: Request, user: SessionUser, context: AppLoadContext, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))
  const payload = await getPayloadClient()

  switch (intent) {
    case 'update-profile': {
      const parsed = profileUpdateSchema.safeParse(values)
      if (!parsed.success) return fail(intent, MESSAGES.profile.updateFailed, fieldErrors(parsed.error))
      const phoneOtp = typeof values.phone_otp === 'string' ? values.phone_otp.replace(/\D/g, '').slice(0, 6) : ''
      if (phoneOtp) {
        const limited = await limitRequest('otpVerify', context, account(user))
        if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      }
      try {
        await updateProfile({ payload, user, input: { profile: parsed.data, avatar: fileFrom(form.get('avatar')), phoneOtp } })
      } catch (error) {
        return appErrorData(error, (e) => {
          const fieldErrors = e.fieldErrors ?? {}
          return { intent, ok: false, message: fieldErrors.avatar ?? fieldErrors.otp ?? e.message, fieldErrors }
        })
      }
      return reply({ intent, ok: true, message: MESSAGES.profile.updated, fieldErrors: {} })
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
        return appErrorData(error, (e) => ({ intent, ok: false, message: e.message, fieldErrors: { id_proof: e.message } }))
      }
      return reply({ intent, ok: true, message: MESSAGES.profile.idProofUploaded, fieldErrors: {} })
    }

    case 'send-otp': {
      const parsed = sendOtpSchema.safeParse(values)
      if (!parsed.success) {
        return fail(
          intent,
          parsed.success ? MESSAGES.otp.failedToSend : (fieldErrors(parsed.error).phone ?? MESSAGES.otp.failedToSend),
          parsed.success ? {} : fieldErrors(parsed.error),
        )
      }
      if (parsed.data.action === 'bank_update' && user.role !== 'agent') return fail(intent, MESSAGES.otp.failedToSend, {}, 403)
      // Codes go to the number on the account; 'verification' may text a NEW number the member wants
      // to store (the profile form) once they re-enter their password (the service decides).
      // The service uses a point of the 'otpSend' limit only when it really sends a code.
      try {
        await sendOtp({
          payload,
          user: userForOtp(user),
          input: {
            phone: parsed.data.phone,
            action: parsed.data.action,
            currentPassword: typeof values.current_password === 'string' ? values.current_password : undefined,
          },
          limit: { ip: clientIp(context), account: account(user) },
        })
      } catch (error) {
        // The SMS gateway failed: a bad gateway, not the member's mistake.
        if (error instanceof OtpNotSentError) return fail(intent, error.message, {}, 502)
        // The 60-second gap or the 'otpSend' limit (429 with Retry-After); another phone or the password (400).
        return appErrorData(error, (e): ProfileActionData => ({ intent, ok: false, message: e.message, fieldErrors: e.fieldErrors ?? {} }))
      }
      return reply({ intent, ok: true, message: MESSAGES.otp.sent, fieldErrors: {} })
    }

    case 'verify-otp': {
      const parsed = verifyOtpSchema.safeParse(values)
      if (!parsed.success) return fail(intent, fieldErrors(parsed.error).otp ?? MESSAGES.otp.invalid, fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      const otpUser = parsed.data.action === 'verification' ? { id: user.id, phone_number: parsed.data.phone } : userForOtp(user)
      const { phone, action, otp } = parsed.data
      try {
        await verifyOtp({ payload, user: otpUser, input: { phone, action, code: otp }, consume: false })
      } catch (error) {
        return appErrorData(error, (e): ProfileActionData => ({ intent, ok: false, message: e.message, fieldErrors: e.fieldErrors ?? {} }))
      }
      return reply({ intent, ok: true, message: MESSAGES.otp.verified, fieldErrors: {} })
    }

    case 'change-password': {
      const parsed = passwordChangeSchema.safeParse(values)
      if (!parsed.success) return fail(intent, Object.values(fieldErrors(parsed.error))[0], fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      try {
        await changePassword({ payload, user, input: parsed.data })
      } catch (error) {
        return appErrorData(error, (e): ProfileActionData => ({ intent, ok: false, message: e.message, fieldErrors: e.fieldErrors ?? {} }))
      }
      return reply({ intent, ok: true, message: MESSAGES.passwordChange.success, fieldErrors: {} })
    }

    case 'update-bank': {
      if (user.role !== 'agent') return fail(intent, MESSAGES.bank.failed, {}, 403)
      const parsed = bankUpdateSchema.safeParse(values)
      if (!parsed.success) return fail(intent, Object.values(fieldErrors(parsed.error))[0], fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      let saved
      try {
        saved = await updateBankDetails({ payload, user, input: parsed.data })
      } catch (error) {
        return appErrorData(error, (e): ProfileActionData => ({
          intent,
          ok: false,
          message: e.message || MESSAGES.bank.failed,
          fieldErrors: e.fieldErrors ?? {},
        }))
      }
      return reply({ intent, ok: true, message: MESSAGES.bank.success, fieldErrors: {}, bank: saved.masked })
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
    return data<ProfileActionData>({ intent: 'upload', ok: false, message: MESSAGES.upload.tooLarge, fieldErrors: {} }, 413)
  }
  const user = await getUser(request)
  const form = await request.formData()
  if (!user) {
    if (form.get('intent') === 'upload-id-proof') {
      return data<ProfileActionData>(
        { intent: 'upload-id-proof', ok: false, message: MESSAGES.upload.mustBeLoggedIn, fieldErrors: {} },
        401,
      )
    }
    await requireUser(request)
  }
  return profileAction(request, user!, context, form)
}
