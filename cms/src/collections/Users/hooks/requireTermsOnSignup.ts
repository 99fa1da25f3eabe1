import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'

/**
 * Sign-up on any path (the site's form, Payload REST or GraphQL) must accept the terms
 * (`terms_accepted: true`, spec 000's sign-up payload); the acceptance time is stamped here, so a
 * client cannot choose it. Admins creating accounts and system code (seed) are not signing up.
 */
export const requireTermsOnSignup: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || args.overrideAccess || userIsAdmin(req.user)) return args
  const data = args.data as { terms_accepted?: unknown; terms_accepted_at?: unknown } | undefined
  if (data?.terms_accepted !== true && data?.terms_accepted !== 'true') {
    throw new ValidationError({ collection: 'users', errors: [{ message: MESSAGES.signup.termsRequired, path: 'terms_accepted' }] })
  }
  data.terms_accepted_at = new Date().toISOString()
  return args
}
