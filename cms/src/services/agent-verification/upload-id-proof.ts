import type { Payload } from 'payload'
import { DEFAULT_LOCALE, MESSAGES, VERIFIED_STATUSES, fullName, type SiteLocale } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { queueMail } from '../../mail'
import { teamMailbox } from '../content/site-contact'
import { AppError } from '../../errors/app-error'
import { uploadDocument, type IncomingFile, type StoredFile } from '../uploads/upload-file'

/**
 * An agent's ID proof: stored as a private document (entity type 'verification', review
 * pending) as the agent, then the account's verification_status goes to pending as the system,
 * since no user may set their own status. An agent who is already verified keeps signing in:
 * the new document waits in the admin's document review instead (spec 001 would lock them out).
 * Spec 001 §7: the agent gets a confirmation (in `locale`) and the support mailbox a notice with a
 * link to the console's document review (`reviewUrl`); a mail that cannot be queued is logged, and
 * the upload still stands. A missing or refused file: AppError (INVALID_INPUT, TOO_LARGE or LIMIT_REACHED).
 */
export async function uploadIdProof({
  payload,
  user,
  input,
}: {
  payload: Payload
  user: SessionUser
  input: { file: IncomingFile | null | undefined; locale?: SiteLocale; reviewUrl: string }
}): Promise<StoredFile> {
  const { file, locale = DEFAULT_LOCALE, reviewUrl } = input
  // The profile's ID proof is the agent's (spec 001 §7); the documents collection refuses buyers on every path.
  if (user.role !== 'agent') throw new AppError('FORBIDDEN', MESSAGES.profile.idProofFailed)
  if (!file || file.size === 0) throw new AppError('INVALID_INPUT', MESSAGES.upload.chooseIdProof)
  const uploaded = await uploadDocument({ payload, user, input: { file, category: 'id_proof', entityType: 'verification' } })

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
  await notifyIdProof(payload, { user, filename: file.name, locale, reviewUrl })
  return uploaded
}

async function notifyIdProof(
  payload: Payload,
  { user, filename, locale, reviewUrl }: { user: SessionUser; filename: string; locale: SiteLocale; reviewUrl: string },
) {
  const name = fullName(user) || user.email
  try {
    await queueMail({ payload, to: user.email, template: 'id-proof-received', data: { name, filename }, locale })
    const support = await teamMailbox(payload)
    if (support) {
      await queueMail({
        payload,
        to: support,
        replyTo: user.email,
        template: 'id-proof-to-review',
        data: { name, email: user.email, filename, reviewUrl },
      })
    }
  } catch (error) {
    payload.logger.error({ err: error, userId: user.id }, 'could not queue the ID proof mails')
  }
}
