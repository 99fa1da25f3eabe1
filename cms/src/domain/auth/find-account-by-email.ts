import type { Payload, PayloadRequest } from 'payload'
import type { User } from '../../payload-types'

/** An e-mail as accounts store it: trimmed and lower-cased. */
export const accountEmail = (email: string) => email.trim().toLowerCase()

/**
 * The account registered with `email`, or null. System work (the visitor asking cannot read users),
 * so callers must answer the same whether or not it exists. `req` joins an operation not yet committed.
 */
export async function findAccountByEmail(payload: Payload, email: string, req?: PayloadRequest): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: accountEmail(email) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
