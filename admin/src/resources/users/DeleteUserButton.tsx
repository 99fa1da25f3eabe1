import { DeleteWithConfirmButton, useNotify } from 'react-admin'
import type { DeleteButtonProps } from '../../common/RowActions'

export const MSG_USER_DELETE_FAILED = 'Failed to delete user. Please try again.'

/**
 * Delete with a confirmation dialog (spec 002 §8: a prompt comes before deleting
 * a user). The success toast is react-admin's `resources.users.notifications.deleted`
 * message, 'User deleted successfully!' (see src/i18n/i18nProvider.ts). Other props (sx, a
 * tooltip's ref and handlers) go to react-admin's button.
 */
export const DeleteUserButton = ({ redirect = 'list', ...props }: DeleteButtonProps) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete User"
      confirmContent="Are you sure you want to delete this user?"
      mutationMode="pessimistic"
      mutationOptions={{
        onError: () => notify(MSG_USER_DELETE_FAILED, { type: 'error' }),
      }}
      redirect={redirect}
      {...props}
    />
  )
}
