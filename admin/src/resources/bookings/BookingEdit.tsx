import { MESSAGES } from '@gruha/shared'
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin'
import { serverMessage } from '../../providers/serverErrors'
import { BookingInputs } from './BookingInputs'
import { DeleteBookingButton } from './common'

export const BookingEdit = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Edit
      title="Edit Booking"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify(MESSAGES.admin.bookings.updated, { type: 'success' })
          redirect('show', 'bookings', data.id)
        },
        onError: (error) => notify(MESSAGES.admin.bookings.updateFailed(serverMessage(error)), { type: 'error' }),
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton label="Update Booking" />
            <DeleteBookingButton />
          </Toolbar>
        }
      >
        <BookingInputs mode="edit" />
      </SimpleForm>
    </Edit>
  )
}
