import type { Payload } from 'payload'
import type { ListingFile, Media } from '../../payload-types'
import { throwAsAppError } from '../../errors/payload-refusals'
import type { SessionUser } from '../../domain/auth/session-user'

type StoredFileRecords = { media: Media; 'listing-files': ListingFile }

/**
 * A public file just stored (`uploadImage`, `uploadListingPdf`) as the caller reads it back: its
 * URL, thumbnail and stored name, as the collection serves them. Throws AppError NOT_FOUND.
 */
export async function findStoredFile<C extends keyof StoredFileRecords>({
  payload,
  user,
  input,
}: {
  payload: Payload
  user: SessionUser
  input: { collection: C; id: number }
}): Promise<StoredFileRecords[C]> {
  try {
    const doc: StoredFileRecords[keyof StoredFileRecords] = await payload.findByID({
      collection: input.collection as keyof StoredFileRecords,
      id: input.id,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return doc as StoredFileRecords[C]
  } catch (error) {
    throwAsAppError(error, 'Not found')
  }
}
