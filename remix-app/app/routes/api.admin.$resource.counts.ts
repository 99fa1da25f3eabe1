import type { LoaderFunctionArgs } from '@remix-run/node'
import { countRecords } from '~/admin-api/crud.server'
import { apiError, requireAdminApi } from '~/admin-api/http.server'

/** GET /api/admin/{resource}/counts?filter={..}&tabs={..}: SQL counts for a list's tabs (admin only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminApi(request)
  return countRecords(params.resource ?? '', new URL(request.url), user)
}

export async function action({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request)
  return apiError(405, 'Method not allowed')
}
