import type { Access } from 'payload'

/** Everyone, signed in or not. */
export const anyone: Access = () => true
