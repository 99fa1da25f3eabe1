import type { Access } from 'payload'
import { userIsMember } from './roles'

/** Signed in as buyer, seller, agent or admin (editors only handle content). */
export const isMember: Access = ({ req: { user } }) => userIsMember(user)
