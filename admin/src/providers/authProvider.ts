import type { AuthProvider, UserIdentity } from 'react-admin'

export const SESSION_URL = '/api/admin/session'

export const MSG_MISSING_CREDENTIALS = 'Please enter both email and password'
export const MSG_AUTH_FAILED = 'Authentication failed. Please check your credentials.'

/** The user object returned by GET/POST /api/admin/session as `{ user }`. */
export interface SessionUser {
  id: string | number
  email?: string
  first_name?: string | null
  last_name?: string | null
  role?: string
  profile_image_url?: string | null
}

interface JsonResponse {
  status: number
  json: { user?: SessionUser; message?: unknown } | null
}

const request = async (method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<JsonResponse> => {
  const response = await fetch(SESSION_URL, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  let json: JsonResponse['json'] = null
  try {
    json = await response.json()
  } catch {
    // empty or non-JSON body
  }
  return { status: response.status, json }
}

const isAdmin = (user: SessionUser | null): user is SessionUser => !!user && user.role === 'admin'

// checkAuth, getIdentity and getPermissions all read GET /api/admin/session.
// Concurrent reads share one request, and a successful answer is reused for a
// few seconds; login and logout drop it.
const SESSION_TTL_MS = 5_000
let inflight: Promise<SessionUser | null> | null = null
let cached: { user: SessionUser; at: number } | null = null
// Whether this page has seen an admin session. react-admin calls logout() for
// every visitor who fails checkAuth; a signed-in buyer who opens /admin must
// not be signed out of the public site by that, so DELETE is only sent when
// there is an admin session to end.
let hadAdminSession = false

const clearSessionCache = () => {
  inflight = null
  cached = null
}

const readSession = (force = false): Promise<SessionUser | null> => {
  if (!force && cached && Date.now() - cached.at < SESSION_TTL_MS) {
    return Promise.resolve(cached.user)
  }
  if (!inflight) {
    const current = request('GET')
      .then(({ status, json }) => {
        const user: SessionUser | null = status === 200 && json?.user ? json.user : null
        if (isAdmin(user)) hadAdminSession = true
        if (inflight === current) {
          cached = user ? { user, at: Date.now() } : null
        }
        return user
      })
      .catch(() => null)
      .finally(() => {
        if (inflight === current) inflight = null
      })
    inflight = current
  }
  return inflight
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Spec 002 §2: after a successful admin sign-in the profile is polled up to
// 8 times, 200 ms apart, and the console then proceeds anyway.
const PROFILE_POLL_TRIES = 8
const PROFILE_POLL_DELAY_MS = 200

const waitForSession = async () => {
  for (let attempt = 0; attempt < PROFILE_POLL_TRIES; attempt++) {
    if (isAdmin(await readSession(true))) return
    await wait(PROFILE_POLL_DELAY_MS)
  }
}

export const fullNameOf = (user: SessionUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email || 'Administrator'

/**
 * Cookie-session auth against the Remix app's JSON API.
 *
 * logout() only ends the session and resolves with nothing, so when react-admin
 * logs someone out (no admin session, or a 401/403 from the API) it sends them
 * to /admin/login. The header's sign-out control calls logout() itself and then
 * loads / (spec 002 §1: sign-out returns the admin to /).
 */
export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email?: string; password?: string } = {}) => {
    const trimmedEmail = (email ?? '').trim()
    if (!trimmedEmail || !password) {
      throw new Error(MSG_MISSING_CREDENTIALS)
    }
    clearSessionCache()
    let result: JsonResponse
    try {
      result = await request('POST', { email: trimmedEmail, password })
    } catch {
      throw new Error(MSG_AUTH_FAILED)
    }
    if (result.status !== 200) {
      const message = typeof result.json?.message === 'string' && result.json.message ? result.json.message : MSG_AUTH_FAILED
      throw new Error(message)
    }
    hadAdminSession = true
    await waitForSession()
  },

  logout: async () => {
    clearSessionCache()
    if (!hadAdminSession) return
    hadAdminSession = false
    try {
      await request('DELETE')
    } catch {
      // already signed out, or the server is unreachable: leave anyway
    }
  },

  checkAuth: async () => {
    const user = await readSession()
    if (!isAdmin(user)) {
      // `message: false` keeps react-admin from adding a toast on the way to the login page
      throw { message: false }
    }
  },

  checkError: async (error: { status?: number }) => {
    const status = error?.status
    if (status === 401 || status === 403) {
      clearSessionCache()
      throw error
    }
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await readSession()
    if (!user) {
      throw new Error(MSG_AUTH_FAILED)
    }
    return {
      id: user.id,
      fullName: fullNameOf(user),
      ...(user.profile_image_url ? { avatar: user.profile_image_url } : {}),
    }
  },

  getPermissions: async () => {
    const user = await readSession()
    return user?.role
  },
}
