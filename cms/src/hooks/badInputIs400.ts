import type { AfterErrorHook } from 'payload'

/** Not in the spec: answered for a value PostgreSQL cannot take (a NUL byte, `abc` for an id, `page=-5`). */
export const BAD_INPUT_MESSAGE = 'The request contains a value that is not valid.'

/** PostgreSQL's SQLSTATE of an error, also when the driver or Drizzle wrapped it. */
function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

/**
 * Payload's REST API: a value the database refuses as malformed (SQLSTATE class 22, "data
 * exception": invalid text for an integer or enum, a NUL byte, a negative offset, a number out of
 * range) is the client's mistake, so it answers 400 instead of a 500.
 */
export const isBadInputError = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false

export const badInputIs400: AfterErrorHook = ({ error }) => {
  if (isBadInputError(error)) return { status: 400, response: { errors: [{ message: BAD_INPUT_MESSAGE }] } }
}
