import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiError, requireAdminApi } from '~/admin-api/http.server'
import { reviewUserAction } from '~/admin-api/review-user.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request)
  return apiError(405, 'Method not allowed')
}

export const action = ({ request, params }: ActionFunctionArgs) => reviewUserAction(request, params.id, 'approve')
