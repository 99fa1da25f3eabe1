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

const BASE = 'http://gruha.invalid'
// Control characters (tab, CR, LF, NUL, DEL...), backslashes and whitespace: browsers strip or fold
// them, so `/\t/evil.example` becomes `//evil.example`, and a raw newline breaks the header.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\]/

/** Whether a path, read as a browser reads a Location header, stays on this origin. */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return false
  try {
    return new URL(path, BASE).origin === BASE
  } catch {
    return false
  }
}

/**
 * Only a relative, same-origin path may be a redirect target. Anything else (other origins, `//`,
 * backslashes, control characters, and the same tricks percent-encoded) gives the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > 2048 || !isSameOriginPath(to)) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(to)
  } catch {
    return fallback
  }
  return isSameOriginPath(decoded) ? to : fallback
}
