import { createCookieSessionStorage } from '@remix-run/node'
import { env, secureCookies } from './env.server'

type SessionData = { token: string }
type SessionFlash = { toast: { kind: 'success' | 'error'; message: string } }

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined

/**
 * The cookie's name. When the cookie is Secure it takes the `__Host-` prefix, so browsers accept it
 * only from this exact origin over HTTPS, with Path=/ and no Domain: a sibling subdomain cannot
 * set or overwrite it. Plain-http runs (development, tests) cannot use the prefix.
 */
export const sessionCookieName = () => (secureCookies() ? '__Host-gruha_session' : '__gruha_session')

/** The signed session cookie: HttpOnly, SameSite=Lax, Secure in production. It holds the Payload token. */
export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: sessionCookieName(),
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      secrets: [env().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 7,
    },
  })
  return storage
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}
