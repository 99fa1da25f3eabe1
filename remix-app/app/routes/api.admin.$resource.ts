import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiError, assertSameOriginJson, readJson, requireAdminApi } from '~/admin-api/http.server'
import { createRecord, listRecords, resourceOr404 } from '~/admin-api/crud.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminApi(request)
  return listRecords(params.resource ?? '', new URL(request.url), user)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminApi(request)
  assertSameOriginJson(request)
  resourceOr404(params.resource)
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')
  return createRecord(params.resource ?? '', await readJson(request), user)
}
