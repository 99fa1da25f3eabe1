import { MESSAGES, bookingMoveFormSchema } from '@gruha/shared'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { parseForm } from '~/forms'

/** Confirm, decline or complete a tour; the Bookings collection allows this only to the property's owner. */
export const moveForm: LeadForm = {
  failed: MESSAGES.bookings.updateFailed,
  read(form) {
    const submission = parseForm(form, bookingMoveFormSchema)
    if (submission.status !== 'success') return null
    const input = submission.value
    return async ({ payload, user }) => {
      await changeBookingStatus({ payload, user, input })
      return MESSAGES.bookings.moved[input.status]
    }
  },
}
