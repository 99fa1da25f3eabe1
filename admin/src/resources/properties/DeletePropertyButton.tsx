import { MESSAGES } from '@gruha/shared'
import { DeleteWithConfirmButton, useNotify, type RedirectionSideEffect } from 'react-admin'

/** Delete after 'Are you sure you want to delete this property?'. */
export const DeletePropertyButton = ({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete Property"
      confirmContent={MESSAGES.properties.confirmDelete}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify(MESSAGES.admin.properties.deleted, { type: 'success' }),
        onError: () => notify(MESSAGES.admin.properties.deleteFailed, { type: 'error' }),
      }}
      redirect={redirect}
    />
  )
}
