import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { postOnlyLoader } from '~/admin-api/record-action.server'
import { reviewDocumentAction } from '~/admin-api/review-document.server'

export const loader = ({ request }: LoaderFunctionArgs) => postOnlyLoader(request)
export const action = ({ request, params }: ActionFunctionArgs) => reviewDocumentAction(request, params.id, 'approve')
