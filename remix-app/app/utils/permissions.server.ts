import { redirect } from '@remix-run/node'
import type { Role } from '@gruha/shared'
import { requireUser, type SessionUser } from './auth.server'

/** Where each role lands after signing in on / (spec 000, "After sign-in on /"). */
export function homeForRole(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin'
    case 'agent':
      return '/agent/dashboard'
    case 'seller':
      return '/my-properties'
    default:
      return '/'
  }
}

/**
 * Route guard for the signed-in areas (spec 001 route table): signed-out visitors go to sign-in,
 * signed-in users of another role go to /.
 */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!roles.includes(user.role)) throw redirect('/')
  return user
}

/** Only a relative, same-site path may be a redirect target. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  return to
}
