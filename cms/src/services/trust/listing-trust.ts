import type { Payload } from 'payload'
import { isVerifiedListing, type PassedTier } from '@gruha/shared'
import type { Property } from '../../payload-types'
import { listingTiers } from '../properties/property-card'
import { readTrustSettings } from '../../domain/trust-settings'
import { reraBadge, type ReraBadge } from './rera-badge'

export type ListingTrust = { verified: boolean; tiers: PassedTier[]; lastConfirmedAt: string | null; rera: ReraBadge | null }

/** The property page's trust panel: tiers that still count (site settings' validity), last confirmation, RERA with QR. */
export async function getListingTrust({ payload, property }: { payload: Payload; property: Property }): Promise<ListingTrust> {
  const settings = await readTrustSettings(payload)
  const tiers = listingTiers(property, { validMonths: settings.verification_valid_months })
  return {
    verified: isVerifiedListing(tiers),
    tiers,
    lastConfirmedAt: property.last_confirmed_at ?? null,
    rera: await reraBadge(property.rera_number, property.state, property.rera_flagged === true),
  }
}
