import type { Access } from 'payload'
import { userIsAdmin } from './roles'

export const isAdmin: Access = ({ req: { user } }) => userIsAdmin(user)
