import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { firstPasswordError } from '@gruha/shared/schemas/password'

/**
 * The spec's password rule (8+ characters, upper, lower, digit, special; first failure only)
 * for sign-up, password change and reset. Payload has no password field to validate, and its
 * own check allows 3 characters; `resetPassword` hashes before any other hook runs, so this
 * has to be a beforeOperation hook.
 */
export const enforcePasswordStrength: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null) return args
  const message = firstPasswordError(password)
  if (message) {
    const error = new ValidationError({ collection: 'users', errors: [{ message, path: 'password' }] })
    // REST answers may carry only the message (not the field errors): make it the reason itself.
    error.message = message
    throw error
  }
  return args
}
