export { authenticate } from './authenticate'
export { signIn, accountBlock, type SignInResult } from './sign-in'
export { signOut } from './sign-out'
export type { SessionUser } from './types'
