/**
 * Admin approvals and reviews (spec 002): rejecting a user needs a reason; approving may carry
 * a licence number (generated when empty, agent_license only); documents are approved or
 * rejected with an optional reason.
 */
import { z } from 'zod'
import { MESSAGES } from '../constants'
import { nullableText } from './fields'

const UA = MESSAGES.admin.userApprovals

/** Reject a user / approval: a non-empty trimmed reason ('Please provide a reason for rejection'). */
export const rejectionSchema = z.object({
  reason: z.string({ error: UA.reasonRequired }).trim().min(1, UA.reasonRequired),
})

/** Approve: optional admin notes and licence number (blank -> null, i.e. generate one). */
export const approvalSchema = z.object({
  admin_notes: nullableText(2000),
  license_number: nullableText(50),
})

/** Reject a document: the reason defaults to 'Document does not meet requirements'. */
export const documentRejectionSchema = z.object({
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : MESSAGES.admin.documents.defaultRejectReason), z.string()),
})
