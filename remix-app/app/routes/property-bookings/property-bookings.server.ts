import { MESSAGES, type BookingStatus } from '@gruha/shared'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { formId } from '~/components/leads/load-leads.server'

/** (not in spec) The owner's answers; the page translates them through the `messages` catalogue. */
const DONE: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Tour confirmed',
  cancelled: 'Tour declined',
  completed: 'Tour marked completed',
}

/** Confirm, decline or complete a tour; the Bookings collection allows this only to the property's owner. */
export const moveForm: LeadForm = {
  failed: MESSAGES.bookings.updateFailed,
  read(form) {
    const id = formId(form)
    const status = String(form.get('status') ?? '') as BookingStatus
    const done = DONE[status]
    if (!id || !done) return null
    return async ({ payload, user }) => {
      await changeBookingStatus({ payload, user, input: { id, status } })
      return done
    }
  },
}
