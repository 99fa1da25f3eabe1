/** Role helpers shared by every access function. Roles are the spec's `user_type` values plus `editor`. */
export type AppRole = 'buyer' | 'seller' | 'agent' | 'admin' | 'editor'

export type AccessUser =
  { id: number | string; role?: string | null; status?: string | null; verification_status?: string | null } | null | undefined

/** Roles a visitor may pick for themselves at sign-up. */
export const SELF_SERVICE_ROLES: readonly AppRole[] = ['buyer', 'seller', 'agent']

/** Roles that use the marketplace (everyone but editors, whose work is content only). */
export const MEMBER_ROLES: readonly AppRole[] = ['buyer', 'seller', 'agent', 'admin']

/**
 * An account that may act: its `status` is active (a user record without a status, as some
 * callers pass, counts as active). Payload loads `req.user` fresh from the database on every
 * request, so an admin's change of status takes effect on the next request, whatever the path.
 */
export const userInGoodStanding = (user: AccessUser): boolean => Boolean(user && (user.status == null || user.status === 'active'))

/** Roles count only for accounts in good standing: an inactive or suspended account has none. */
export const hasRole = (user: AccessUser, ...roles: AppRole[]): boolean =>
  Boolean(user && userInGoodStanding(user) && typeof user.role === 'string' && (roles as string[]).includes(user.role))

/** Agents whose verification an admin approved (spec: verified or approved). */
export const agentIsApproved = (user: AccessUser): boolean =>
  hasRole(user, 'agent') && (user?.verification_status === 'verified' || user?.verification_status === 'approved')

/** Who may list and edit properties: sellers, admins, and agents an admin has approved. */
export const userMayList = (user: AccessUser): boolean => hasRole(user, 'seller', 'admin') || agentIsApproved(user)

export const userIsAdmin = (user: AccessUser): boolean => hasRole(user, 'admin')

/** A signed-in user of the `users` collection. */
export const userIsSignedIn = (user: AccessUser): user is { id: number | string; role?: string | null } =>
  Boolean(user && user.id !== undefined && user.id !== null)

/** Signed in and not an editor: buyer, seller, agent or admin. */
export const userIsMember = (user: AccessUser): boolean => hasRole(user, ...MEMBER_ROLES)
