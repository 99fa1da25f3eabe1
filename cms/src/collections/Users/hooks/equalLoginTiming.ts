import crypto from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

// Payload's current password hash (auth/strategies/local/generatePasswordSaltHash): PBKDF2-SHA256,
// 600,000 iterations, 32 bytes.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/** As slow as checking a real password. */
export const dummyPasswordHash = (password: string): Promise<void> =>
  new Promise((resolve) => crypto.pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))

/**
 * Sign-in with an unknown e-mail takes as long as with a real one: Payload answers "no such user"
 * without hashing, which let anyone find registered e-mails by timing. Every path (site, REST).
 */
export const equalLoginTiming: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = args.data as { email?: unknown; password?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  // Without both, Payload refuses before looking anyone up: nothing to equalise.
  if (!email || !password) return args
  const found = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
  if (!found) await dummyPasswordHash(password)
  return args
}
