import { createCookieSessionStorage } from '@remix-run/node'
import { env, secureCookies } from './env.server'

type SessionData = { token: string }
type SessionFlash = { toast: { kind: 'success' | 'error'; message: string } }

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined

/** The signed session cookie: HttpOnly, SameSite=Lax, Secure in production. It holds the Payload token. */
export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: '__gruha_session',
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
