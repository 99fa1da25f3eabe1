import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiError, assertSameOriginJson, readJson, recordIdOr404, requireAdminApi } from '~/admin-api/http.server'
import { deleteRecord, getRecord, resourceOr404, updateRecord } from '~/admin-api/crud.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminApi(request)
  return getRecord(params.resource ?? '', recordIdOr404(params.id), user)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminApi(request)
  assertSameOriginJson(request)
  resourceOr404(params.resource)
  const resource = params.resource ?? ''
  const id = recordIdOr404(params.id)
  switch (request.method) {
    case 'PUT':
    case 'PATCH':
      return updateRecord(resource, id, await readJson(request), user)
    case 'DELETE':
      return deleteRecord(resource, id, user)
    default:
      return apiError(405, 'Method not allowed')
  }
}
