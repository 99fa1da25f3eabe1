import { MESSAGES } from '@gruha/shared'
import { DeleteWithConfirmButton, useNotify, type RedirectionSideEffect } from 'react-admin'

/**
 * Delete after 'Are you sure you want to delete this property?'. The success toast is
 * `resources.properties.notifications.deleted` (src/i18n/i18nProvider.ts).
 */
export const DeletePropertyButton = ({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete Property"
      confirmContent={MESSAGES.properties.confirmDelete}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: () => notify(MESSAGES.admin.properties.deleteFailed, { type: 'error' }),
      }}
      redirect={redirect}
    />
  )
}
