import type { CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { AppError } from '../../../errors/app-error'
import type { Document } from '../../../payload-types'

/** The accounts an admin reviews (spec 001 §7, spec 002's approvals): only they send verification papers. */
const REVIEWED_ROLES: readonly string[] = ['agent', 'seller']

/**
 * A verification document (an agent's ID proof, a seller's sign-up proofs) comes from an agent or a
 * seller, or an admin filing one; a buyer has nothing to be verified for. On every path: the profile
 * page, sign-up, the console and /cms/api.
 */
export const verificationByReviewedRoles: CollectionBeforeChangeHook<Document> = ({ data, operation, req }) => {
  if (operation !== 'create' || data.entity_type !== 'verification') return data
  const { user } = req
  if (!user || userIsAdmin(user) || REVIEWED_ROLES.includes(String(user.role))) return data
  throw new AppError('FORBIDDEN', MESSAGES.profile.idProofFailed)
}
