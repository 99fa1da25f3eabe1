import { MESSAGES, addDaysISO } from '@gruha/shared'
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin'
import { serverMessage } from '../../providers/serverErrors'
import { BookingInputs } from './BookingInputs'

/** Spec 002 §2: the date defaults to tomorrow and the time to 10:00:00. */
export const bookingDefaults = (today: Date = new Date()) => ({ booking_date: addDaysISO(today, 1), booking_time: '10:00:00' })

export const BookingCreate = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      title="Add Booking"
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify(MESSAGES.admin.bookings.created, { type: 'success' })
          redirect('show', 'bookings', data.id)
        },
        onError: (error) => notify(MESSAGES.admin.bookings.createFailed(serverMessage(error)), { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={bookingDefaults}>
        <BookingInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}
