import type { ReactNode } from 'react'
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin'
import type { z } from 'zod'
import { errorMessage, type LocationMessages } from './messages'
import { zodValidate } from './zodValidate'

type FormProps = { title: string; schema: z.ZodType; messages: LocationMessages; children: ReactNode }

/** Add City / Add State, with the spec's toasts; the list is shown again after saving. */
export const LocationCreate = ({ title, schema, messages, children }: FormProps) => {
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext()
  return (
    <Create
      title={title}
      mutationOptions={{
        onSuccess: () => {
          notify(messages.added, { type: 'success' })
          redirect('list', resource)
        },
        onError: (error: unknown) => notify(errorMessage(error, messages.addFailed), { type: 'error' }),
      }}
    >
      <SimpleForm validate={zodValidate(schema)}>{children}</SimpleForm>
    </Create>
  )
}

/** Edit City / Edit State; Delete asks first (`confirmDelete`). */
export const LocationEdit = ({ title, schema, messages, children, confirmDelete }: FormProps & { confirmDelete: string }) => {
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext()
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      // An own onSuccess replaces react-admin's default side effects, the redirect among them.
      mutationOptions={{
        onSuccess: () => {
          notify(messages.updated, { type: 'success' })
          redirect('list', resource)
        },
        onError: (error: unknown) => notify(errorMessage(error, messages.updateFailed), { type: 'error' }),
      }}
    >
      <SimpleForm
        validate={zodValidate(schema)}
        toolbar={
          <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <SaveButton />
            <LocationDeleteButton messages={messages} confirmDelete={confirmDelete} />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  )
}

/** Delete with the spec's confirmation prompt and toasts. */
export const LocationDeleteButton = ({ messages, confirmDelete }: { messages: LocationMessages; confirmDelete: string }) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete"
      confirmContent={confirmDelete}
      mutationOptions={{
        onSuccess: () => notify(messages.deleted, { type: 'success' }),
        onError: (error: unknown) => notify(errorMessage(error, messages.deleteFailed), { type: 'error' }),
      }}
    />
  )
}
