import type { CollectionBeforeLoginHook } from 'payload'
import type { User } from '../../../payload-types'
import { AccountBlockedError, accountBlock } from '../../../domain/auth/account-block'

/**
 * Every sign-in path (the site, the console, Payload's REST and GraphQL login, the Local API)
 * refuses accounts that are not active and agents an admin has not approved. Payload runs this
 * after the password check and rolls back the session it was about to open.
 */
export const refuseBlockedLogin: CollectionBeforeLoginHook<User> = ({ user }) => {
  const block = accountBlock(user)
  if (block) throw new AccountBlockedError(block)
  return user
}
