import type { Access } from 'payload'
import { userIsSignedIn } from './roles'

export const isSignedIn: Access = ({ req: { user } }) => userIsSignedIn(user)
