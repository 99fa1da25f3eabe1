import { ValidationError, type Payload, type TypedUser, type RequiredDataFromCollectionSlug } from 'payload'
import { MESSAGES, type InquiryData } from '@gruha/shared'
import { ContactLimitError } from '../../collections/hooks/capPerMember'
import { notifyOwner } from '../properties/notify-owner'

export type SendEnquiryOptions = {
  payload: Payload
  /** The signed-in sender; the enquiry is stored as them. */
  user: TypedUser
  input: InquiryData
  /** Absolute URL of the listing, for the owner's e-mail. */
  propertyUrl: string
}

export type SendEnquiryResult = { ok: true; id: number } | { ok: false; status: 400 | 429; message: string }

/** Stores an enquiry through Payload's rules as the sender, then tells the owner by e-mail. */
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
    if (error instanceof ContactLimitError) return { ok: false, status: 429, message: error.message }
    if (error instanceof ValidationError) return { ok: false, status: 400, message: MESSAGES.inquiry.failed }
    throw error
  }
  const title = await propertyTitle(payload, user, Number(input.property))
  await notifyOwner(payload, Number(input.property), {
    subject: `New enquiry about ${title}`,
    text: [
      `${input.name} sent an enquiry about your listing "${title}".`,
      '',
      input.message,
      '',
      `E-mail: ${input.email}`,
      input.phone ? `Phone: ${input.phone}` : null,
      '',
      `Listing: ${propertyUrl}`,
    ]
      .filter((l) => l !== null)
      .join('\n'),
  })
  return { ok: true, id: created.id }
}

async function propertyTitle(payload: Payload, user: TypedUser, id: number): Promise<string> {
  const p = await payload.findByID({ collection: 'properties', id, depth: 0, select: { title: true }, overrideAccess: false, user })
  return p.title
}
