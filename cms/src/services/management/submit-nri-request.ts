import { ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { MANAGEMENT_TYPE_LABELS, MESSAGES, formatINR, type NriRequestData } from '@gruha/shared'
import type { SessionUser } from '../auth/types'

export type SubmitNriRequestOptions = { payload: Payload; user: SessionUser; input: NriRequestData; adminUrl: string }
export type SubmitNriRequestResult = { ok: true; id: number; notified: boolean } | { ok: false; message: string }

/**
 * NRI management intake: stores the request as the signed-in owner, then e-mails the team (the
 * site's support mailbox, else its info address), who promise to call back within 24 hours. A mail
 * failure is logged; the stored request is what the team works from.
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
    if (error instanceof ValidationError) return { ok: false, message: error.data?.errors?.[0]?.message ?? MESSAGES.properties.addFailed }
    throw error
  }
  let notified = false
  try {
    // The team's mailbox is configuration, not something the owner may read: system read inside cms.
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const to = settings.support_email ?? settings.info_email
    if (to) {
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email
      const money = (label: string, v: number | null | undefined) => (typeof v === 'number' ? `${label}: ${formatINR(v)}` : null)
      await payload.sendEmail({
        to,
        replyTo: user.email,
        subject: `NRI property management request: ${input.title}`,
        text: [
          `${name} (${user.email}${user.phone_number ? `, ${String(user.phone_number)}` : ''}) asked for ${MANAGEMENT_TYPE_LABELS[input.management_type]}.`,
          '',
          `Property: ${input.title} (${input.property_type}, for ${input.listing_type === 'SALE' ? 'sale' : 'rent'})`,
          `Address: ${[input.address, input.mandal, input.district, input.city, input.state, input.zip_code].filter(Boolean).join(', ')}`,
          input.bedrooms ? `Bedrooms: ${input.bedrooms}` : null,
          input.bathrooms ? `Bathrooms: ${input.bathrooms}` : null,
          input.area_sqft ? `Area: ${input.area_sqft} sq ft` : null,
          input.furnishing_status ? `Furnishing: ${input.furnishing_status}` : null,
          input.amenities.length ? `Amenities: ${input.amenities.join(', ')}` : null,
          money('Expected price', input.price),
          money('Expected rent', input.monthly_rent),
          money('Security deposit', input.security_deposit),
          input.description ? `\n${input.description}` : null,
          '',
          'Please contact the owner within 24 hours.',
          `Request: ${adminUrl}`,
        ]
          .filter((l) => l !== null)
          .join('\n'),
      })
      notified = true
    }
  } catch (error) {
    payload.logger.error({ err: error, nriRequest: created.id }, 'could not e-mail the NRI request to the team')
  }
  return { ok: true, id: created.id, notified }
}
