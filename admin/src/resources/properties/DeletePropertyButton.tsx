import { MESSAGES } from '@gruha/shared'
import { DeleteWithConfirmButton, useNotify } from 'react-admin'
import type { DeleteButtonProps } from '../../common/RowActions'

/**
 * Delete after 'Are you sure you want to delete this property?'. The success toast is
 * `resources.properties.notifications.deleted` (src/i18n/i18nProvider.ts). Other props (sx, a
 * tooltip's ref and handlers) go to react-admin's button.
 */
export const DeletePropertyButton = ({ redirect = 'list', ...props }: DeleteButtonProps) => {
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
      {...props}
    />
  )
}
