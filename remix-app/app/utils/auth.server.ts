import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { MESSAGES, loginPageSchema, loginSchema } from '@gruha/shared'
import { AppError } from '@gruha/cms/errors'
import { authenticate, signIn, signOut, type SessionUser } from '@gruha/cms/services/auth'
import { getPayloadClient } from './payload.server'
import { getSession, sessionStorage } from './session.server'
import { oncePerRequest } from './request-scope.server'
import { parseForm } from '~/forms'

export type { SessionUser }

/** The sign-in modal sends the page it opened on (`currentPath`); /login sends it empty. */
export const isModalSignIn = (form: FormData) => {
  const path = form.get('currentPath')
  return typeof path === 'string' && path.startsWith('/')
}

export const authenticator = new Authenticator<{ token: string; user: SessionUser }>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    // The modal says which page it opened on; the standalone /login page (and any script that
    // says nothing) gets the page's rule, a password of at least 6 characters (spec 001 section 5).
    const schema = isModalSignIn(form) ? loginSchema : loginPageSchema
    // The /login action has checked the form with the same schema (and answered its field errors) first.
    const submission = parseForm(form, schema)
    if (submission.status !== 'success') {
      throw new AppError('INVALID_INPUT', Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.auth.signInFailed)
    }
    // signIn's refusals (AppError) reach the /login action through authenticator.authenticate.
    return signIn({ payload: await getPayloadClient(), input: submission.value })
  }),
  'form',
)

/** Checks the session token against Payload. */
function loadUser(request: Request): Promise<SessionUser | null> {
  return getSession(request).then(async (session) => authenticate(await getPayloadClient(), session.get('token')))
}

/**
 * The signed-in user, or null. A page load runs the root loader and the route's loader for the
 * same HTTP request: on GET the token is checked once for both. Other methods run an action that
 * may change the user (profile, sign-out) before the loaders, so they check each time.
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return loadUser(request)
  return oncePerRequest('user', () => loadUser(request))
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  return user
}

/** Stores the token in the session cookie and returns the Set-Cookie header value. */
export async function commitSignIn(request: Request, token: string): Promise<string> {
  const session = await getSession(request)
  session.set('token', token)
  return sessionStorage().commitSession(session)
}

/** Ends the Payload session (so the token dies on the server too) and clears the cookie. */
export async function destroySignIn(request: Request): Promise<string> {
  const session = await getSession(request)
  await signOut(await getPayloadClient(), session.get('token'))
  return sessionStorage().destroySession(session)
}
