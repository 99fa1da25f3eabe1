import { ValidationError, type Payload, type TypedUser, type RequiredDataFromCollectionSlug } from 'payload'
import { MESSAGES, formatTime12h, type TourBookingData } from '@gruha/shared'
import { ContactLimitError } from '../../domain/contact-limits'
import { notifyOwner } from '../properties/notify-owner'
import { AppError, isAppError } from '../../errors/app-error'

export type BookTourOptions = {
  payload: Payload
  /** The signed-in customer; the booking is stored as them. */
  user: TypedUser & { email?: string; first_name?: string | null; last_name?: string | null; phone_number?: string | null }
  input: TourBookingData
  propertyUrl: string
}

export type BookTourResult = { id: number; date: string; time: string }

/**
 * Books a tour through Payload's rules as the customer, then tells the owner by e-mail. Throws AppError
 * LIMIT_REACHED over the member's cap, INVALID_INPUT when the collection refuses it.
 */
export async function bookTour({ payload, user, input, propertyUrl }: BookTourOptions): Promise<BookTourResult> {
  const name = input.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || ''
  const email = input.email || user.email
  const phone = input.phone || user.phone_number || undefined
  let created
  try {
    created = await payload.create({
      collection: 'bookings',
      data: {
        property: Number(input.property),
        name,
        email,
        phone,
        booking_date: input.booking_date,
        booking_time: input.booking_time,
        notes: input.notes || undefined,
      } as RequiredDataFromCollectionSlug<'bookings'>,
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    // A typed refusal from the collection (the recipient marked this member as spam, issue 23) keeps its message.
    if (isAppError(error)) throw error
    if (error instanceof ContactLimitError) throw new AppError('LIMIT_REACHED', error.message)
    if (error instanceof ValidationError) {
      // The collection's tour window (enforceTourWindow) names the date or time; anything else is generic.
      const first = error.data?.errors?.[0]
      const windowError = first && (first.path === 'booking_date' || first.path === 'booking_time')
      throw new AppError('INVALID_INPUT', windowError ? first.message : MESSAGES.tour.failed)
    }
    throw error
  }
  const property = await payload.findByID({
    collection: 'properties',
    id: Number(input.property),
    depth: 0,
    select: { title: true },
    overrideAccess: false,
    user,
  })
  const time = formatTime12h(input.booking_time)
  await notifyOwner(payload, Number(input.property), {
    template: 'owner-tour-request',
    data: {
      title: property.title,
      name,
      date: input.booking_date ?? '',
      time,
      notes: input.notes || null,
      email: email || null,
      phone: phone || null,
      listingUrl: propertyUrl,
    },
  })
  return { id: created.id, date: input.booking_date!, time }
}
