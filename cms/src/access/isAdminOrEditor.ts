import type { Access } from 'payload'
import { hasRole } from './roles'

export const isAdminOrEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
