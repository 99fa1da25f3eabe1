import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { adminLoginSchema } from '@gruha/shared'
import { signIn, signOut } from '@gruha/cms/services/auth/index'
import { apiError, assertSameOriginJson, readJson } from '~/admin-api/http.server'
import { commitSignIn, destroySignIn, getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { toUserView } from '~/utils/user-view'

/**
 * The console's session probe: the signed-in admin, or `user: null`. Asking who is signed in is
 * not an error, so it answers 200 either way; every data endpoint still answers 401/403.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  return Response.json({ user: user?.role === 'admin' ? toUserView(user) : null })
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOriginJson(request)
  if (request.method === 'DELETE') {
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': await destroySignIn(request) } })
  }
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')

  const parsed = adminLoginSchema.safeParse(await readJson(request))
  if (!parsed.success) return apiError(400, 'Please enter both email and password')
  const payload = await getPayloadClient()
  const result = await signIn(payload, parsed.data)
  if (!result.ok)
    return apiError(
      result.reason === 'locked' ? 429 : 401,
      result.reason === 'invalid' ? 'Authentication failed. Please check your credentials.' : result.message,
    )
  if (result.user.role !== 'admin') {
    // A non-admin is refused and signed out, so no session is left behind.
    await signOut(payload, result.token)
    return apiError(403, 'Access denied. This portal is restricted to administrators only.')
  }
  return Response.json({ user: toUserView(result.user) }, { headers: { 'Set-Cookie': await commitSignIn(request, result.token) } })
}
