import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type PasswordChangeData } from '@gruha/shared'
import { firstPasswordError } from '@gruha/shared/schemas/password'
import { PASSWORD_CHANGE_VERIFIED } from '../../domain/write-proofs'
import { AppError } from '../../errors/app-error'
import { throwAsAppError } from '../../errors/payload-refusals'
import { checkPassword } from '../auth/check-password'
import type { SessionUser } from '../../domain/auth/session-user'
import { verifyOtp } from '../otp'

export type ChangePasswordOptions = { payload: Payload; user: SessionUser; input: PasswordChangeData }

/** INVALID_INPUT with `message` on the one field it is about. */
const refuse = (field: keyof PasswordChangeData, message: string) =>
  new AppError('INVALID_INPUT', message, { fieldErrors: { [field]: message } })

/**
 * Changes the signed-in user's password. Needs the current password AND a fresh phone OTP for
 * the password_change action. The password rule is checked before the OTP is used up; wrong
 * current passwords count towards the account lock like failed sign-ins. Refusals throw AppError
 * INVALID_INPUT with the field they are about (current_password, new_password or otp).
 */
export async function changePassword({ payload, user, input }: ChangePasswordOptions): Promise<void> {
  if (!input.current_password) throw refuse('current_password', MESSAGES.passwordChange.currentPasswordRequired)
  const weak = firstPasswordError(input.new_password)
  if (weak) throw refuse('new_password', weak)

  if (!(await checkPassword({ payload, input: { email: user.email, password: input.current_password } }))) {
    throw refuse('current_password', MESSAGES.passwordChange.currentPasswordIncorrect)
  }

  // A wrong or used code throws INVALID_INPUT on `otp`.
  await verifyOtp({
    payload,
    user: { id: user.id, phone_number: user.phone_number as string | null | undefined },
    input: { phone: input.phone, action: 'password_change', code: input.otp },
    consume: true,
  })

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
    // The collection's password rules (e.g. a breached password) speak about the new password field.
    if (error instanceof ValidationError) throw refuse('new_password', error.data?.errors?.[0]?.message ?? MESSAGES.passwordChange.failed)
    throwAsAppError(error, MESSAGES.passwordChange.failed)
  }
}
