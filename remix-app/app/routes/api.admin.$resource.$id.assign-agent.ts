import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { assignAgentAction } from '~/admin-api/assign-agent.server'
import { postOnlyLoader } from '~/admin-api/record-action.server'

export const loader = ({ request }: LoaderFunctionArgs) => postOnlyLoader(request)
/** POST /api/admin/inquiries/{id}/assign-agent and /api/admin/properties/{id}/assign-agent. */
export const action = ({ request, params }: ActionFunctionArgs) => assignAgentAction(request, params.resource, params.id)
