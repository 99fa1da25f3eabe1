import type { FieldHook } from 'payload'

export const MASK_PREFIX = '••••'

export const maskValue = (value: string): string => `${MASK_PREFIX}${value.slice(-4)}`

/** afterRead: every reader, admins included, sees only the last four digits. */
export const maskAccountNumber: FieldHook = ({ value }) => (typeof value === 'string' && value.length > 0 ? maskValue(value) : value)

/**
 * beforeChange: a masked value sent back unchanged (a form that round-trips what it read)
 * keeps the stored number instead of overwriting it with the mask.
 */
export const keepStoredWhenMasked: FieldHook = ({ value, siblingDocWithLocales, field }) => {
  if (typeof value === 'string' && value.startsWith(MASK_PREFIX)) {
    // `previousValue` has been through afterRead (masked); the stored row has the real number.
    const name = 'name' in field ? field.name : undefined
    return (name ? siblingDocWithLocales?.[name] : undefined) ?? null
  }
  return typeof value === 'string' ? value.replace(/\s+/g, '') : value
}
