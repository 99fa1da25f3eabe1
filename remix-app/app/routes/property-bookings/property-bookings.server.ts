import { MESSAGES, type BookingStatus } from '@gruha/shared'
import { changeBookingStatus } from '@gruha/cms/services/bookings'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { formId } from '~/components/leads/load-leads.server'

/** (not in spec) The owner's answers; the page translates them through the `messages` catalogue. */
const DONE = {
  confirmed: 'Tour confirmed',
  cancelled: 'Tour declined',
  completed: 'Tour marked completed',
} satisfies Partial<Record<BookingStatus, string>>

/** One of the owner's moves, or undefined for anything else (`constructor` included). */
const ownerMove = (value: string): keyof typeof DONE | undefined => (Object.hasOwn(DONE, value) ? (value as keyof typeof DONE) : undefined)

/** Confirm, decline or complete a tour; the Bookings collection allows this only to the property's owner. */
export const moveForm: LeadForm = {
  failed: MESSAGES.bookings.updateFailed,
  read(form) {
    const id = formId(form)
    const status = ownerMove(String(form.get('status') ?? ''))
    if (!id || !status) return null
    const done = DONE[status]
    return async ({ payload, user }) => {
      await changeBookingStatus({ payload, user, input: { id, status } })
      return done
    }
  },
}
