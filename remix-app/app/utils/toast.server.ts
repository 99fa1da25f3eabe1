import { createCookieSessionStorage } from '@remix-run/node'
import { env, secureCookies } from './env.server'

export type Toast = { kind: 'success' | 'error'; message: string }

type ToastFlash = { toast: Toast }

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>> | undefined

/** A one-shot toast carried across a redirect in its own cookie (it must outlive sign-out). */
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: {
      name: '__gruha_toast',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      secrets: [env().SESSION_SECRET],
    },
  })
  return storage
}

export async function setToast(request: Request, toast: Toast): Promise<string> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  session.flash('toast', toast)
  return toastStorage().commitSession(session)
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  const toast = session.get('toast') ?? null
  return { toast, setCookie: toast ? await toastStorage().commitSession(session) : null }
}
