import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type ProfileUpdateData } from '@gruha/shared'
import { PHONE_VERIFICATION_OTP } from '../../domain/write-proofs'
import type { SessionUser } from '../../domain/auth/session-user'
import { uploadImage, type IncomingFile } from '../uploads/upload-file'
import { AppError, isAppError } from '../../errors/app-error'
import { fieldErrorsOf, throwAsAppError } from '../../errors/payload-refusals'

export type UpdateProfileInput = { profile: ProfileUpdateData; avatar?: IncomingFile | null; phoneOtp?: string | null }

/**
 * Saves the signed-in user's own profile through the users access rules: e-mail, role and statuses
 * are admin-only fields, and an agent's specialization and education only land on an agent's record
 * (field access), so they cannot change here. An avatar, when given, is stored in media first
 * (PNG/JPEG by content) and linked as profile_image. A new phone number is stored only with
 * `phoneOtp`, the code texted to that number (action 'verification'), which the users collection
 * checks and uses up (requireVerifiedPhoneChange). Refusals: AppError with the field's message
 * (`avatar`, `otp`, or the field the collection named).
 */
export async function updateProfile({ payload, user, input }: { payload: Payload; user: SessionUser; input: UpdateProfileInput }) {
  const { profile, avatar, phoneOtp } = input
  const data: Record<string, unknown> = { ...profile }
  if (avatar) {
    try {
      const uploaded = await uploadImage({
        payload,
        user,
        input: { file: avatar, purpose: 'avatar', alt: `${profile.first_name} ${profile.last_name}` },
      })
      data.profile_image = uploaded.id
    } catch (error) {
      if (!isAppError(error)) throw error
      throw new AppError(error.code, error.message, { fieldErrors: { avatar: error.message } })
    }
  }
  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      data,
      overrideAccess: false,
      user,
      depth: 0,
      context: phoneOtp ? { [PHONE_VERIFICATION_OTP]: phoneOtp } : {},
    })
  } catch (error) {
    // The form's banner says the profile was not saved; each field says why.
    if (error instanceof ValidationError) {
      throw new AppError('INVALID_INPUT', MESSAGES.profile.updateFailed, { fieldErrors: fieldErrorsOf(error) })
    }
    throwAsAppError(error, MESSAGES.profile.updateFailed)
  }
}
