import type { FieldAccess } from 'payload'

/** Nobody writes the field through access-checked calls; hooks and services set it. */
export const noOneField: FieldAccess = () => false
