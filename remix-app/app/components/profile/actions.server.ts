import { data, type AppLoadContext } from '@remix-run/node'
import {
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
import type { SessionUser } from '@gruha/cms/services/auth/index'
import { sendOtp, verifyOtp } from '@gruha/cms/services/otp/index'
import { changePassword } from '@gruha/cms/services/profile/change-password'
import { updateProfile } from '@gruha/cms/services/profile/update-profile'
import { updateBankDetails } from '@gruha/cms/services/bank-details/update-bank-details'
import { uploadIdProof } from '@gruha/cms/services/agent-verification/upload-id-proof'
import type { IncomingFile } from '@gruha/cms/services/uploads/upload-file'
import { getPayloadClient } from '~/utils/payload.server'
import { limitRequest } from '~/utils/rate-limit.server'

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
  value && typeof value !== 'string' && isFileLike(value) && !isEmptyFile(value) ? (value as unknown as IncomingFile) : null

const account = (user: SessionUser) => `user:${user.id}`

export async function profileAction(request: Request, user: SessionUser, context: AppLoadContext, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))
  const payload = await getPayloadClient()

  switch (intent) {
    case 'update-profile': {
      const parsed = profileUpdateSchema.safeParse(values)
      if (!parsed.success) return fail(intent, MESSAGES.profile.updateFailed, fieldErrors(parsed.error))
      const result = await updateProfile(payload, { user, input: parsed.data, avatar: fileFrom(form.get('avatar')) })
      if (!result.ok) return fail(intent, result.fieldErrors.avatar ?? result.message, result.fieldErrors)
      return reply({ intent, ok: true, message: MESSAGES.profile.updated, fieldErrors: {} })
    }

    case 'upload-id-proof': {
      if (user.role !== 'agent') return fail(intent, MESSAGES.profile.idProofFailed, {}, 403)
      const result = await uploadIdProof(payload, { user, file: fileFrom(form.get('id_proof')) })
      if (!result.ok) return fail(intent, result.message, { id_proof: result.message })
      return reply({ intent, ok: true, message: MESSAGES.profile.idProofUploaded, fieldErrors: {} })
    }

    case 'send-otp': {
      const parsed = sendOtpSchema.safeParse(values)
      if (!parsed.success || parsed.data.action === 'verification') {
        return fail(
          intent,
          parsed.success ? MESSAGES.otp.failedToSend : (fieldErrors(parsed.error).phone ?? MESSAGES.otp.failedToSend),
          parsed.success ? {} : fieldErrors(parsed.error),
        )
      }
      if (parsed.data.action === 'bank_update' && user.role !== 'agent') return fail(intent, MESSAGES.otp.failedToSend, {}, 403)
      const limited = await limitRequest('otpSend', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      const result = await sendOtp(payload, { user: userForOtp(user), phone: parsed.data.phone, action: parsed.data.action })
      if (!result.ok) {
        const status = result.reason === 'throttled' ? 429 : result.reason === 'failed' ? 502 : 400
        return fail(intent, result.message, result.reason === 'phone_mismatch' ? { phone: result.message } : {}, status)
      }
      return reply({ intent, ok: true, message: MESSAGES.otp.sent, fieldErrors: {} })
    }

    case 'verify-otp': {
      const parsed = verifyOtpSchema.safeParse(values)
      if (!parsed.success) return fail(intent, fieldErrors(parsed.error).otp ?? MESSAGES.otp.invalid, fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      const result = await verifyOtp(payload, { user: userForOtp(user), ...parsed.data, code: parsed.data.otp, consume: false })
      if (!result.ok) return fail(intent, result.message, { otp: result.message })
      return reply({ intent, ok: true, message: MESSAGES.otp.verified, fieldErrors: {} })
    }

    case 'change-password': {
      const parsed = passwordChangeSchema.safeParse(values)
      if (!parsed.success) return fail(intent, Object.values(fieldErrors(parsed.error))[0], fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      const result = await changePassword(payload, { user, input: parsed.data })
      if (!result.ok) return fail(intent, result.message || MESSAGES.passwordChange.failed, result.fieldErrors)
      return reply({ intent, ok: true, message: MESSAGES.passwordChange.success, fieldErrors: {} })
    }

    case 'update-bank': {
      if (user.role !== 'agent') return fail(intent, MESSAGES.bank.failed, {}, 403)
      const parsed = bankUpdateSchema.safeParse(values)
      if (!parsed.success) return fail(intent, Object.values(fieldErrors(parsed.error))[0], fieldErrors(parsed.error))
      const limited = await limitRequest('otpVerify', context, account(user))
      if (limited) return reply({ intent, ok: false, message: limited.message, fieldErrors: {} }, 429, limited.headers)
      const result = await updateBankDetails(payload, { user, input: parsed.data })
      if (!result.ok) return fail(intent, result.message || MESSAGES.bank.failed, result.fieldErrors, result.status)
      return reply({ intent, ok: true, message: MESSAGES.bank.success, fieldErrors: {}, bank: result.masked })
    }

    default:
      return fail(intent, 'Unknown action')
  }
}

function userForOtp(user: SessionUser) {
  return { id: user.id, phone_number: (user.phone_number as string | null | undefined) ?? null }
}
