import type { PayloadRequest } from 'payload'
import { hasRole } from '../../../access/roles'

/** Payload's admin UI at /cms: admins and editors only. */
export const canEnterAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => hasRole(user, 'admin', 'editor')
