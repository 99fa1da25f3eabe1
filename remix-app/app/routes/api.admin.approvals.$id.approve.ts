import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { postOnlyLoader } from '~/admin-api/record-action.server'
import { reviewApprovalAction } from '~/admin-api/review-approval.server'

export const loader = ({ request }: LoaderFunctionArgs) => postOnlyLoader(request)
export const action = ({ request, params }: ActionFunctionArgs) => reviewApprovalAction(request, params.id, 'approve')
