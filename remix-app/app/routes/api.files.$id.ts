import type { LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '~/utils/auth.server'
import { privateFileResponse } from '~/utils/private-file.server'

/**
 * GET /api/files/{id} (spec 002 Documents): a private document, downloaded as an attachment by
 * its uploader or an admin. Everyone else gets 401 (signed out) or 404 (not theirs).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request)
  if (!user) return Response.json({ message: 'Authentication required' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  return privateFileResponse(user, params.id ?? '')
}
