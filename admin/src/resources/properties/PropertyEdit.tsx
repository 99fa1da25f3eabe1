import { MESSAGES } from '@gruha/shared'
import { Button } from '@mui/material'
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin'
import { useFormState } from 'react-hook-form'
import { hasFieldErrors } from '../../providers/serverErrors'
import { DeletePropertyButton } from './DeletePropertyButton'
import { PropertyInputs } from './PropertyInputs'
import { toPropertyPayload } from './transform'

const UpdateButton = () => {
  const { isSubmitting } = useFormState()
  return <SaveButton label={isSubmitting ? MESSAGES.admin.properties.updating : 'Update Property'} />
}

const EditToolbar = () => {
  const redirect = useRedirect()
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button onClick={() => redirect('list', 'properties')}>Cancel</Button>
      <UpdateButton />
      <span style={{ flex: 1 }} />
      <DeletePropertyButton />
    </Toolbar>
  )
}

/** Edit Property: every section; Cancel and Update Property ('Updating...' while saving). */
export const PropertyEdit = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Edit
      title="Edit Property"
      mutationMode="pessimistic"
      transform={toPropertyPayload}
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify(MESSAGES.admin.properties.updated, { type: 'success' })
          redirect('show', 'properties', data.id)
        },
        onError: (error) => {
          if (!hasFieldErrors(error)) notify(MESSAGES.admin.properties.updateFailed, { type: 'error' })
        },
      }}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <PropertyInputs mode="edit" />
      </SimpleForm>
    </Edit>
  )
}
