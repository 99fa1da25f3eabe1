import { ValidationError, type Payload, type TypedUser, type RequiredDataFromCollectionSlug } from 'payload'
import { MESSAGES, type InquiryData } from '@gruha/shared'
import { ContactLimitError } from '../../domain/contact-limits'
import { notifyOwner } from '../properties/notify-owner'
import { AppError, isAppError } from '../../errors/app-error'

export type SendEnquiryOptions = {
  payload: Payload
  /** The signed-in sender; the enquiry is stored as them. */
  user: TypedUser
  input: InquiryData
  /** Absolute URL of the listing, for the owner's e-mail. */
  propertyUrl: string
}

export type SendEnquiryResult = { id: number }

/**
 * Stores an enquiry through Payload's rules as the sender, then tells the owner by e-mail. Throws
 * AppError LIMIT_REACHED over the member's cap, INVALID_INPUT when the collection refuses it.
 */
export async function sendEnquiry({ payload, user, input, propertyUrl }: SendEnquiryOptions): Promise<SendEnquiryResult> {
  let created
  try {
    created = await payload.create({
      collection: 'inquiries',
      data: {
        property: Number(input.property),
        name: input.name,
        email: input.email,
        phone: input.phone || undefined,
        message: input.message,
        inquiry_type: input.inquiry_type,
      } as RequiredDataFromCollectionSlug<'inquiries'>,
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    // A typed refusal from the collection (the recipient marked this member as spam, issue 23) keeps its message.
    if (isAppError(error)) throw error
    if (error instanceof ContactLimitError) throw new AppError('LIMIT_REACHED', error.message)
    if (error instanceof ValidationError) throw new AppError('INVALID_INPUT', MESSAGES.inquiry.failed)
    throw error
  }
  const title = await propertyTitle(payload, user, Number(input.property))
  await notifyOwner(payload, Number(input.property), {
    template: 'owner-enquiry',
    data: { title, name: input.name, message: input.message, email: input.email, phone: input.phone || null, listingUrl: propertyUrl },
  })
  return { id: created.id }
}

async function propertyTitle(payload: Payload, user: TypedUser, id: number): Promise<string> {
  const p = await payload.findByID({ collection: 'properties', id, depth: 0, select: { title: true }, overrideAccess: false, user })
  return p.title
}
