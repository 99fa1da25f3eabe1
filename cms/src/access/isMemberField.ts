import type { FieldAccess } from 'payload'
import { userIsMember } from './roles'

/** Field guard: any member (buyer, seller, agent, admin); the document's access narrows further. */
export const isMemberField: FieldAccess = ({ req: { user } }) => userIsMember(user)
