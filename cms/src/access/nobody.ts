import type { Access } from 'payload'

/** No one through access-checked calls. Server services use `overrideAccess: true` deliberately. */
export const nobody: Access = () => false
