/** Test helpers for calling Remix loaders and actions as Remix does, with a real session cookie. */
import { signIn, type SessionUser } from '@gruha/cms/services/auth'
import { getTestPayload } from '../../cms/test/payload'
import { makeUser } from '../../cms/test/factories'
import { commitSignIn } from '~/utils/auth.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

export const testSite = 'http://localhost:3000'
export const testPassword = 'Strong@123'

type Role = Parameters<typeof makeUser>[1]

/** A new active, verified user of `role`, signed in: the user and the `name=value` session cookie. */
export async function signedInUser(role: Role, extra: Record<string, unknown> = {}): Promise<{ user: SessionUser; cookie: string }> {
  const payload = await getTestPayload()
  const user = await makeUser(payload, role, {
    password: testPassword,
    status: 'active',
    verification_status: 'verified',
    email_verified: true,
    ...extra,
  })
  const { token } = await signIn({ payload, input: { email: user.email, password: testPassword } })
  const setCookie = await commitSignIn(new Request(testSite), token)
  return { user, cookie: setCookie.split(';')[0] }
}

/** Calls a loader or action; a thrown Response (redirect, 401 JSON) is returned like a returned one. */
export async function callRoute(
  fn: (args: LoaderFunctionArgs) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    return (await fn({ request, params, context: {} })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** A JSON request as the console sends it (same origin unless `origin` says otherwise). */
export function jsonRequest(method: string, path: string, body: unknown, cookie: string, origin = testSite): Request {
  return new Request(`${testSite}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A form POST as a page sends it (same origin); a list value repeats its key. */
export function formRequest(path: string, fields: Record<string, string | string[]>, cookie = ''): Request {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v)
  return new Request(`${testSite}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: testSite, ...(cookie ? { Cookie: cookie } : {}) },
  })
}

/** Status of what an action returned: a Response, or Remix's `data()` ({ data, init }). */
export const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } | null }).init?.status ?? 200)

/** The body an action answered with `data()`. */
export const dataOf = (result: unknown) => (result as { data: unknown }).data
