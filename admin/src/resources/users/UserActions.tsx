import { useCallback } from 'react'
import { useGetIdentity, useRecordContext, type Identifier } from 'react-admin'
import { BulkDeleteAction, type Nouns } from '../../common/BulkActions'
import { RowActions } from '../../common/RowActions'
import { DeleteUserButton } from './DeleteUserButton'
import type { User } from './types'

const NOUNS: Nouns = ['user', 'users']

/**
 * Whether a row is the signed-in admin's own account. No one deletes their own account (the API
 * answers 403, and a 403 signs the console out), so the console does not offer it.
 */
export const useIsOwnAccount = () => {
  const { identity } = useGetIdentity()
  return useCallback((user: { id: Identifier }) => identity != null && String(identity.id) === String(user.id), [identity])
}

/** Show, Edit and Delete on a user's row; the admin's own row has no Delete. */
export const UserRowActions = () => {
  const record = useRecordContext<User>()
  const isOwnAccount = useIsOwnAccount()
  const own = !!record && isOwnAccount(record)
  return <RowActions remove={own ? undefined : <DeleteUserButton redirect={false} />} />
}

/** Bulk Delete of the selected users, never the admin's own account. */
export const UserBulkActions = () => {
  const isOwnAccount = useIsOwnAccount()
  return <BulkDeleteAction<User> nouns={NOUNS} applies={(user) => !isOwnAccount(user)} skippedWhy="your own account is not deleted" />
}
