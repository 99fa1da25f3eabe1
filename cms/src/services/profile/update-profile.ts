import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type ProfileUpdateData } from '@gruha/shared'
import { PHONE_VERIFICATION_OTP } from '../../collections/Users/hooks/requireVerifiedPhoneChange'
import type { SessionUser } from '../auth/types'
import { uploadImage, type IncomingFile } from '../uploads/upload-file'

export type UpdateProfileResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> }

/** Fields an agent edits in Agent Settings; others never send them. */
const AGENT_ONLY = ['education_background', 'specialization'] as const

/**
 * Saves the signed-in user's own profile through the users access rules (e-mail, role and
 * statuses are admin-only fields, so they cannot change here). An avatar, when given, is stored
 * in media first (PNG/JPEG by content) and linked as profile_image. A new phone number is stored
 * only with `phoneOtp`, the code texted to that number (action 'verification'), which the users
 * collection checks and uses up (requireVerifiedPhoneChange).
 */
export async function updateProfile(
  payload: Payload,
  options: { user: SessionUser; input: ProfileUpdateData; avatar?: IncomingFile | null; phoneOtp?: string | null },
): Promise<UpdateProfileResult> {
  const { user, input, avatar, phoneOtp } = options
  const data: Record<string, unknown> = { ...input }
  if (user.role !== 'agent') for (const key of AGENT_ONLY) delete data[key]

  if (avatar) {
    const uploaded = await uploadImage(payload, { user, file: avatar, alt: `${input.first_name} ${input.last_name}` })
    if (!uploaded.ok) return { ok: false, message: uploaded.message, fieldErrors: { avatar: uploaded.message } }
    data.profile_image = uploaded.id
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
    return { ok: true }
  } catch (error) {
    if (error instanceof ValidationError) {
      const list = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
      return {
        ok: false,
        message: MESSAGES.profile.updateFailed,
        fieldErrors: Object.fromEntries(list.map((e) => [e.path, e.message])),
      }
    }
    throw error
  }
}
