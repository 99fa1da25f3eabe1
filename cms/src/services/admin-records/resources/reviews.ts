import type { AdminResource } from './types'
import { pick, related, relatedId, userSummary } from './populated'

/** Admin approvals (spec 002): every review item, with the applicant and (for listings) the property. */
export const approvalsResource: AdminResource = {
  collection: 'approvals',
  readOnly: true,
  depth: 1,
  search: ['user.first_name', 'user.last_name', 'user.email', 'user.custom_id', 'property.title', 'admin_notes', 'license_number'],
  filterFields: ['status', 'approval_type', 'origin', 'user'],
  sortable: ['id', 'approval_type', 'status', 'createdAt', 'reviewed_at'],
  toRecord: (doc) => {
    const property = related(doc.property)
    return {
      ...pick(doc, ['id', 'approval_type', 'status', 'origin', 'admin_notes', 'license_number', 'reviewed_at', 'createdAt', 'updatedAt']),
      user: userSummary(doc.user),
      user_id: relatedId(doc.user),
      property: property
        ? { id: property.id, title: property.title ?? null, custom_id: property.custom_id ?? null, status: property.status ?? null }
        : null,
      reviewed_by: userSummary(doc.reviewed_by),
    }
  },
}

const userFields = [
  'id',
  'custom_id',
  'email',
  'first_name',
  'last_name',
  'role',
  'status',
  'verification_status',
  'email_verified',
  'phone_number',
  'city',
  'state',
  'agent_license_number',
  'experience_years',
  'specialization',
  'education_background',
  'agency_name',
  'business_name',
  'business_type',
  'owner_name',
  'bio',
  'rejection_reason',
  'createdAt',
] as const

/** User approvals (spec 002): agents and sellers waiting for review, newest first by default. */
export const userApprovalsResource: AdminResource = {
  collection: 'users',
  readOnly: true,
  baseWhere: { and: [{ role: { in: ['agent', 'seller'] } }, { verification_status: { equals: 'pending' } }] },
  search: ['email', 'first_name', 'last_name', 'custom_id', 'phone_number', 'city', 'business_name'],
  filterFields: ['role', 'status', 'city', 'state'],
  sortable: ['id', 'custom_id', 'email', 'first_name', 'last_name', 'role', 'createdAt'],
  toRecord: (doc) => pick(doc, userFields),
}

/** Documents (spec 002): private uploads with their uploader; files open only through /api/files/{id}. */
export const documentsResource: AdminResource = {
  collection: 'documents',
  readOnly: true,
  depth: 1,
  search: ['name', 'filename', 'uploaded_by.first_name', 'uploaded_by.last_name', 'uploaded_by.email'],
  filterFields: ['entity_type', 'entity_id', 'review_status', 'document_category', 'uploaded_by'],
  sortable: ['id', 'name', 'document_category', 'entity_type', 'filesize', 'review_status', 'createdAt'],
  toRecord: (doc) => ({
    ...pick(doc, [
      'id',
      'name',
      'filename',
      'document_category',
      'entity_type',
      'entity_id',
      'review_status',
      'review_reason',
      'reviewed_at',
      'createdAt',
    ]),
    file_type: doc.mimeType ?? null,
    file_size: doc.filesize ?? null,
    uploader: userSummary(doc.uploaded_by),
    url: `/api/files/${String(doc.id)}`,
  }),
}
