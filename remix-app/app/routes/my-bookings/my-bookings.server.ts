import { MESSAGES, bookingCancelFormSchema } from '@gruha/shared'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { parseForm } from '~/forms'

/** Cancel: the Bookings collection allows the customer only pending → cancelled. */
export const cancelForm: LeadForm = {
  failed: MESSAGES.bookings.cancelFailed,
  read(form) {
    const submission = parseForm(form, bookingCancelFormSchema)
    if (submission.status !== 'success') return null
    const { id } = submission.value
    return async ({ payload, user }) => {
      await changeBookingStatus({ payload, user, input: { id, status: 'cancelled' } })
      return MESSAGES.bookings.cancelled
    }
  },
}
