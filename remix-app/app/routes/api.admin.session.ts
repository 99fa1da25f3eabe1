import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { MESSAGES, adminLoginSchema } from '@gruha/shared'
import { isAppError } from '@gruha/cms/errors'
import { signIn, signOut, type SignedIn } from '@gruha/cms/services/auth'
import { apiError, assertSameOriginJson, readJson } from '~/admin-api/http.server'
import { appErrorHeaders } from '~/utils/app-error.server'
import { commitSignIn, destroySignIn, getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { clear as clearLimit, consume as consumeLimit } from '@gruha/cms/services/rate-limit'
import { clientIp, isLimited } from '~/utils/rate-limit.server'
import { toUserView } from '~/utils/user-view'

/**
 * The console's session probe: the signed-in admin, or `user: null`. Asking who is signed in is
 * not an error, so it answers 200 either way; every data endpoint still answers 401/403.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  return Response.json({ user: user?.role === 'admin' ? toUserView(user) : null })
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOriginJson(request)
  if (request.method === 'DELETE') {
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': await destroySignIn(request) } })
  }
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')

  const parsed = adminLoginSchema.safeParse(await readJson(request))
  if (!parsed.success) return apiError(400, MESSAGES.admin.auth.bothRequired)
  const email = parsed.data.email.trim().toLowerCase()
  // The site's sign-in limit (per IP and per account), shared with /login: the console is no
  // faster a way to guess passwords than the site.
  const limited = await isLimited('signIn', context, email)
  if (limited) return Response.json({ message: limited.message }, { status: 429, headers: limited.headers })
  const countFailure = () => consumeLimit('signIn', { ip: clientIp(context), account: email })

  const payload = await getPayloadClient()
  let signedIn: SignedIn
  try {
    signedIn = await signIn({ payload, input: parsed.data })
  } catch (error) {
    if (!isAppError(error)) throw error
    await countFailure()
    // The console's own words for a wrong e-mail or password (spec 002); a lock (429) or a blocked
    // account (401) says why, as on /login.
    const message = error.message === MESSAGES.auth.invalidCredentials ? MESSAGES.admin.auth.authenticationFailed : error.message
    return apiError(error.status, message, error.fieldErrors, appErrorHeaders(error))
  }
  if (signedIn.user.role !== 'admin') {
    // A non-admin is refused and signed out, so no session is left behind. It counts as a failure
    // too: a member's right password here must not be a faster oracle than /login.
    await Promise.all([signOut(payload, signedIn.token), countFailure()])
    return apiError(403, MESSAGES.admin.auth.accessDenied)
  }
  await clearLimit('signIn', { account: email })
  return Response.json({ user: toUserView(signedIn.user) }, { headers: { 'Set-Cookie': await commitSignIn(request, signedIn.token) } })
}
