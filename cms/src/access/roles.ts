/** Role helpers shared by every access function. Roles are the spec's `user_type` values plus `editor`. */
export type AppRole = 'buyer' | 'seller' | 'agent' | 'admin' | 'editor'

export type AccessUser = { id: number | string; role?: string | null } | null | undefined

/** Roles a visitor may pick for themselves at sign-up. */
export const SELF_SERVICE_ROLES: readonly AppRole[] = ['buyer', 'seller', 'agent']

/** Roles that use the marketplace (everyone but editors, whose work is content only). */
export const MEMBER_ROLES: readonly AppRole[] = ['buyer', 'seller', 'agent', 'admin']

export const hasRole = (user: AccessUser, ...roles: AppRole[]): boolean =>
  Boolean(user && typeof user.role === 'string' && (roles as string[]).includes(user.role))

export const userIsAdmin = (user: AccessUser): boolean => hasRole(user, 'admin')

/** A signed-in user of the `users` collection. */
export const userIsSignedIn = (user: AccessUser): user is { id: number | string; role?: string | null } =>
  Boolean(user && user.id !== undefined && user.id !== null)

/** Signed in and not an editor: buyer, seller, agent or admin. */
export const userIsMember = (user: AccessUser): boolean => hasRole(user, ...MEMBER_ROLES)
