import { ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { MESSAGES, experienceYears, type DocumentCategory, type SignupInput, type SiteLocale } from '@gruha/shared'
import { AppError, type FieldErrors } from '../../errors/app-error'
import { withTransaction } from '../../db/with-transaction'
import { sendVerificationCode } from '../email-verification/send-verification-code'

/** A visitor signs up: nobody is signed in, so there is no `user`. `locale` is the page's, for the code's mail. */
export type SignUpOptions = { payload: Payload; input: SignupInput; locale?: SiteLocale }

/** A browser File (FormData entry); only what an upload needs. */
type UploadedFile = { name: string; type: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }

const SIGNUP_DOCUMENTS: Array<{ field: 'id_proof' | 'address_proof' | 'business_proof'; category: DocumentCategory; name: string }> = [
  { field: 'id_proof', category: 'id_proof', name: 'ID proof' },
  { field: 'address_proof', category: 'address_proof', name: 'Address proof' },
  { field: 'business_proof', category: 'business_proof', name: 'Business proof' },
]

const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && typeof (v as UploadedFile).arrayBuffer === 'function' && (v as UploadedFile).size > 0

/**
 * Creates an account as the anonymous visitor, through the users collection's access rules, so a
 * visitor can never give themselves a protected role or status. Stores every sign-up field
 * (seller business, agent experience and specialization) and uploads the proofs as private
 * documents (entity type 'verification') owned by the new account, all in one transaction: a
 * refused file leaves no half-made account. Then e-mails the 6-digit verification code.
 *
 * Agents start with verification_status 'pending' (the collection default) until an admin approves.
 * The collections' refusals throw AppError INVALID_INPUT with the field they are about (a registered
 * e-mail: the spec's two messages; a refused file: on id_proof); anything else is rethrown.
 */
export async function signUp({ payload, input, locale }: SignUpOptions): Promise<{ userId: number }> {
  let userId: number
  try {
    userId = await withTransaction(payload, {}, async (req) => {
      const user = await payload.create({
        collection: 'users',
        overrideAccess: false,
        req,
        data: {
          email: input.email,
          password: input.password,
          first_name: input.first_name,
          last_name: input.last_name,
          role: input.role,
          phone_number: input.phone_number || undefined,
          city: input.city || undefined,
          state: input.state || undefined,
          terms_accepted: input.terms_accepted,
          ...(input.role === 'seller'
            ? { business_name: input.business_name || undefined, business_type: input.business_type || undefined }
            : {}),
          ...(input.role === 'agent'
            ? { experience_years: experienceYears(input.experience_years) ?? undefined, specialization: input.specialization || undefined }
            : {}),
        } as RequiredDataFromCollectionSlug<'users'>,
      })
      for (const doc of SIGNUP_DOCUMENTS) {
        const file = input[doc.field]
        if (!isUploadedFile(file)) continue
        await payload.create({
          collection: 'documents',
          // As the new account: the documents' access rules and the uploader stamp apply.
          overrideAccess: false,
          user: { ...user, collection: 'users' as const },
          req,
          data: {
            name: doc.name,
            document_category: doc.category,
            entity_type: 'verification',
            entity_id: String(user.id),
          } as RequiredDataFromCollectionSlug<'documents'>,
          file: { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name, size: file.size },
        })
      }
      return user.id as number
    })
  } catch (error) {
    if (error instanceof ValidationError) throw refusal(error)
    throw error
  }

  await sendVerificationCode({ payload, user: null, input: { email: input.email }, locale })
  return { userId }
}

const invalid = (message: string, fieldErrors: FieldErrors) => new AppError('INVALID_INPUT', message, { fieldErrors })

function refusal(error: ValidationError): AppError {
  const errors = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
  if (errors.some((e) => e.path === 'email' && /already/i.test(e.message))) {
    return invalid(MESSAGES.signup.alreadyExists, { email: MESSAGES.signup.emailAlreadyRegistered })
  }
  if (error.data?.collection === 'documents') {
    // The file was refused (type from its bytes, or size): report it on the ID proof field.
    const message = errors[0]?.message ?? MESSAGES.signup.idProofInvalid
    return invalid(message, { id_proof: message })
  }
  const fieldErrors = Object.fromEntries(errors.map((e) => [e.path, e.message]))
  return invalid(errors[0]?.message ?? MESSAGES.signup.signupFailed, fieldErrors)
}
