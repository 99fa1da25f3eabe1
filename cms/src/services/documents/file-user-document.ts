import type { Payload } from 'payload'
import { MESSAGES, documentFileError } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import type { SessionUser } from '../../domain/auth/session-user'
import { uploadDocument, uploadImage, type IncomingFile } from '../uploads/upload-file'

/** The three documents of Add User (spec 002 §2): the picture, and the two private proofs' categories. */
const USER_DOCUMENT_KINDS = { profile_image: null, id_proof: 'id_proof', address_proof: 'address_proof' } as const
export type UserDocumentKind = keyof typeof USER_DOCUMENT_KINDS

export const isUserDocumentKind = (v: unknown): v is UserDocumentKind => typeof v === 'string' && v in USER_DOCUMENT_KINDS

export type FileUserDocumentOptions = {
  payload: Payload
  /** The admin filing it. */
  user: SessionUser
  input: { userId: number; kind: UserDocumentKind; file: IncomingFile }
}

/**
 * Files a document for a member, as the admin: the ID and address proofs go to the private documents
 * collection, owned by the member; the profile image goes to media and becomes the member's picture.
 * NOT_FOUND when the caller cannot read that member.
 */
export async function fileUserDocument({ payload, user, input }: FileUserDocumentOptions): Promise<{ id: number; name?: string }> {
  const { userId, kind, file } = input
  const target = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: false, user, disableErrors: true })
  if (!target) throw new AppError('NOT_FOUND', 'Not found')

  if (kind === 'profile_image') {
    const result = await uploadImage({ payload, user, input: { file, purpose: 'avatar', alt: `${target.first_name} ${target.last_name}` } })
    await payload.update({ collection: 'users', id: userId, data: { profile_image: result.id }, overrideAccess: false, user })
    return { id: result.id }
  }
  if (documentFileError(file)) throw new AppError('INVALID_INPUT', MESSAGES.upload.typeNotAllowed)
  const result = await uploadDocument({
    payload,
    user,
    input: {
      file,
      category: USER_DOCUMENT_KINDS[kind],
      entityType: 'user',
      entityId: userId,
      uploadedBy: userId,
      messages: { type: MESSAGES.upload.typeNotAllowed },
    },
  })
  return { id: result.id, name: result.name }
}
