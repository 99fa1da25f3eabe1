import crypto from 'node:crypto'

/** Unique values for the data a test makes, so files running side by side never collide. */
export const uniq = () => crypto.randomBytes(4).toString('hex')
export const uniquePhone = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`
export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.test`
