import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type PasswordChangeData } from '@gruha/shared'
import { firstPasswordError } from '@gruha/shared/schemas/password'
import { PASSWORD_CHANGE_VERIFIED } from '../../collections/Users/hooks/requireVerifiedPasswordChange'
import { CURRENT_PASSWORD_INCORRECT, checkPassword } from '../auth/check-password'
import type { SessionUser } from '../auth/types'
import { verifyOtp } from '../otp'

export { CURRENT_PASSWORD_INCORRECT }

export type ChangePasswordResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> }

/**
 * Changes the signed-in user's password. Needs the current password AND a fresh phone OTP for
 * the password_change action. The password rule is checked before the OTP is used up; wrong
 * current passwords count towards the account lock like failed sign-ins.
 */
export async function changePassword(
  payload: Payload,
  options: { user: SessionUser; input: PasswordChangeData },
): Promise<ChangePasswordResult> {
  const { user, input } = options
  if (!input.current_password) {
    const message = MESSAGES.passwordChange.currentPasswordRequired
    return { ok: false, message, fieldErrors: { current_password: message } }
  }
  const weak = firstPasswordError(input.new_password)
  if (weak) return { ok: false, message: weak, fieldErrors: { new_password: weak } }

  if (!(await checkPassword({ payload, input: { email: user.email, password: input.current_password } }))) {
    return { ok: false, message: CURRENT_PASSWORD_INCORRECT, fieldErrors: { current_password: CURRENT_PASSWORD_INCORRECT } }
  }

  const otp = await verifyOtp(payload, {
    user: { id: user.id, phone_number: user.phone_number as string | null | undefined },
    phone: input.phone,
    action: 'password_change',
    code: input.otp,
    consume: true,
  })
  if (!otp.ok) return { ok: false, message: otp.message, fieldErrors: { otp: otp.message } }

  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: false,
      user,
      data: { password: input.new_password },
      context: { [PASSWORD_CHANGE_VERIFIED]: true },
      depth: 0,
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = error.data?.errors?.[0]?.message ?? MESSAGES.passwordChange.failed
      return { ok: false, message, fieldErrors: { new_password: message } }
    }
    throw error
  }
  return { ok: true }
}
