import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { postOnlyLoader } from '~/admin-api/record-action.server'
import { moderateCaseAction } from '~/admin-api/moderate-case.server'

export const loader = ({ request }: LoaderFunctionArgs) => postOnlyLoader(request)
export const action = ({ request, params }: ActionFunctionArgs) => moderateCaseAction(request, params.id, params.action)
