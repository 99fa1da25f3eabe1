import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

export type MaskedBankDetails = {
  bank_account_number: string
  ifsc_code: string
  account_holder_name: string | null
  verified: boolean
  updatedAt: string
}

/** The caller's own bank details, as the collection reads them: the number masked to the last 4 digits. */
export async function getBankDetails(payload: Payload, options: { user: SessionUser }): Promise<MaskedBankDetails | null> {
  const { user } = options
  const found = await payload.find({
    collection: 'bank-details',
    overrideAccess: false,
    user,
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return {
    bank_account_number: doc.bank_account_number,
    ifsc_code: doc.ifsc_code,
    account_holder_name: doc.account_holder_name ?? null,
    verified: Boolean(doc.verified),
    updatedAt: doc.updatedAt,
  }
}
