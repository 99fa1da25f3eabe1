import type { TextareaFieldValidation } from 'payload'
import { FOREIGN_PDF_MESSAGE, looksLikePdfLink, ownPdf } from '@gruha/shared'
import { serverEnv } from '../../env'

/** Our own origins: where Payload serves uploaded files. */
export const ownOrigins = (): string[] => [new URL(serverEnv().CMS_URL).origin, new URL(serverEnv().SITE_URL).origin]

/**
 * A section whose content is a PDF link must point at a PDF uploaded to Gruha (media or
 * documents) that exists; other pages cannot be framed into a listing (issue 7, finding 10).
 */
export const validateSectionContent: TextareaFieldValidation = async (value, { req }) => {
  if (typeof value !== 'string' || !looksLikePdfLink(value)) return true
  const own = ownPdf(value, ownOrigins())
  if (!own) return FOREIGN_PDF_MESSAGE
  const found = await req.payload.db.findOne({ collection: own.collection, where: { filename: { equals: own.filename } }, req })
  return found ? true : FOREIGN_PDF_MESSAGE
}
