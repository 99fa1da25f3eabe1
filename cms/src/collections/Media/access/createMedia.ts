import type { Access } from 'payload'
import type { MediaPurpose } from '@gruha/shared'
import { hasRole, type AppRole } from '../../../access/roles'

/** Who may upload an image for each purpose (issue 21: the rule was only in /add-property/upload). */
export const UPLOADERS_BY_PURPOSE: Record<MediaPurpose, readonly AppRole[]> = {
  listing: ['seller', 'agent', 'admin'],
  avatar: ['buyer', 'seller', 'agent', 'admin', 'editor'],
  content: ['admin', 'editor'],
}

/** An upload without a purpose is a page or post image, the narrowest kind. */
export const DEFAULT_MEDIA_PURPOSE: MediaPurpose = 'content'

/**
 * Create: the uploader's role must be allowed for the image's purpose. Without data (Payload asks
 * to decide whether to show the create button) any role that may upload something is let through.
 */
export const createMedia: Access = ({ req: { user }, data }) => {
  const purpose = (data as { purpose?: MediaPurpose } | undefined)?.purpose
  if (!data) return hasRole(user, ...UPLOADERS_BY_PURPOSE.avatar)
  const chosen = purpose ?? DEFAULT_MEDIA_PURPOSE
  // An unknown purpose is refused here; the field's options give it its message on other paths.
  return Object.hasOwn(UPLOADERS_BY_PURPOSE, chosen) && hasRole(user, ...UPLOADERS_BY_PURPOSE[chosen])
}
