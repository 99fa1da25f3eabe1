import type { CollectionBeforeValidateHook } from 'payload'

/** E-mail addresses are stored trimmed and lower-cased (the spec lower-cases at sign-up). */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}
