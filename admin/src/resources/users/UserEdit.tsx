import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin'
import { DeleteUserButton } from './DeleteUserButton'
import { UserInputs } from './UserInputs'
import { hasFieldErrors, serverMessage } from '../../providers/serverErrors'
import { toUpdatePayload } from './transform'
import type { User } from './types'

export const MSG_USER_UPDATED = 'User updated successfully!'
export const MSG_USER_UPDATE_FAILED = 'Failed to update user. Please try again.'

const UserEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton label="Update User" />
    <DeleteUserButton />
  </Toolbar>
)

export const UserEdit = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Edit<User>
      title="Edit User"
      mutationMode="pessimistic"
      transform={toUpdatePayload}
      mutationOptions={{
        onSuccess: (data) => {
          notify(MSG_USER_UPDATED, { type: 'success' })
          redirect('show', 'users', data.id, data)
        },
        // Field errors from a 400 `{ message, errors }` are put on the inputs by react-admin.
        onError: (error) => {
          if (hasFieldErrors(error)) return
          notify(serverMessage(error) ?? MSG_USER_UPDATE_FAILED, { type: 'error' })
        },
      }}
    >
      <SimpleForm toolbar={<UserEditToolbar />}>
        <UserInputs mode="edit" />
      </SimpleForm>
    </Edit>
  )
}
