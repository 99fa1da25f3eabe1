import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { throwAsAppError } from '../../errors/payload-refusals'
import { MESSAGES, type NriRequestData } from '@gruha/shared'
import { queueMail } from '../../mail'
import type { SessionUser } from '../../domain/auth/session-user'
import { teamMailbox } from '../content/site-contact'

export type SubmitNriRequestOptions = { payload: Payload; user: SessionUser; input: NriRequestData; adminUrl: string }
export type SubmitNriRequestResult = { id: number; notified: boolean }

/**
 * NRI management intake: stores the request as the signed-in owner, then e-mails the team (the
 * site's support mailbox, else its info address), who promise to call back within 24 hours. The mail
 * is queued (sent and retried by the jobs queue); a failure to queue is logged, and the stored request
 * is what the team works from. A refused field: AppError INVALID_INPUT with the field's message.
 */
export async function submitNriRequest({ payload, user, input, adminUrl }: SubmitNriRequestOptions): Promise<SubmitNriRequestResult> {
  const data: RequiredDataFromCollectionSlug<'nri-requests'> = {
    ...input,
    zip_code: input.zip_code ?? null,
    furnishing_status: input.furnishing_status ?? null,
    // Admin-only: field access drops it, and new requests start 'new'.
    status: 'new',
  }
  let created
  try {
    created = await payload.create({
      collection: 'nri-requests',
      data,
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    throwAsAppError(error, MESSAGES.properties.addFailed)
  }
  let notified = false
  try {
    const to = await teamMailbox(payload)
    if (to) {
      await queueMail({
        payload,
        to,
        replyTo: user.email,
        template: 'nri-request',
        data: {
          name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
          email: user.email,
          phone: user.phone_number ? String(user.phone_number) : null,
          managementType: input.management_type,
          title: input.title,
          propertyType: input.property_type,
          listingType: input.listing_type,
          address: [input.address, input.mandal, input.district, input.city, input.state, input.zip_code].filter(Boolean).join(', '),
          bedrooms: input.bedrooms ?? null,
          bathrooms: input.bathrooms ?? null,
          areaSqft: input.area_sqft ?? null,
          furnishing: input.furnishing_status ?? null,
          amenities: input.amenities,
          price: input.price ?? null,
          monthlyRent: input.monthly_rent ?? null,
          securityDeposit: input.security_deposit ?? null,
          description: input.description || null,
          adminUrl,
        },
      })
      notified = true
    }
  } catch (error) {
    payload.logger.error({ err: error, nriRequest: created.id }, 'could not e-mail the NRI request to the team')
  }
  return { id: created.id, notified }
}
