import type { Payload } from 'payload'
import { MESSAGES, VERIFIED_STATUSES } from '@gruha/shared'
import type { SessionUser } from '../auth/types'
import { uploadDocument, type IncomingFile, type UploadResult } from '../uploads/upload-file'

/**
 * An agent's ID proof: stored as a private document (entity type 'verification', review
 * pending) as the agent, then the account's verification_status goes to pending as the system,
 * since no user may set their own status. An agent who is already verified keeps signing in:
 * the new document waits in the admin's document review instead (spec 001 would lock them out).
 */
export async function uploadIdProof(
  payload: Payload,
  options: { user: SessionUser; file: IncomingFile | null | undefined },
): Promise<UploadResult> {
  const { user, file } = options
  if (!file || file.size === 0) return { ok: false, reason: 'invalid', message: MESSAGES.upload.chooseIdProof }
  const uploaded = await uploadDocument(payload, { user, file, category: 'id_proof', entityType: 'verification' })
  if (!uploaded.ok) return uploaded

  const alreadyVerified = (VERIFIED_STATUSES as readonly string[]).includes(String(user.verification_status))
  if (!alreadyVerified && user.verification_status !== 'pending') {
    await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { verification_status: 'pending' },
      depth: 0,
    })
  }
  return uploaded
}
