import { MESSAGES } from '@gruha/shared'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { formId } from '~/components/leads/load-leads.server'

/** Cancel: the Bookings collection allows the customer only pending → cancelled. */
export const cancelForm: LeadForm = {
  failed: MESSAGES.bookings.cancelFailed,
  read(form) {
    const id = formId(form)
    if (form.get('intent') !== 'cancel' || !id) return null
    return async ({ payload, user }) => {
      await changeBookingStatus({ payload, user, input: { id, status: 'cancelled' } })
      return MESSAGES.bookings.cancelled
    }
  },
}
