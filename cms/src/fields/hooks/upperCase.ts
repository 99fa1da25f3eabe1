import type { FieldHook } from 'payload'

/** Trims and upper-cases a text value (IFSC codes, state codes). */
export const upperCase: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)
