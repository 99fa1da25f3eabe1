import { MESSAGES, assignAgentSchema } from '@gruha/shared'
import { assignAgent } from '@gruha/cms/services/assignments'
import { apiError } from './http.server'
import { recordAction } from './record-action.server'

/**
 * POST /api/admin/inquiries/{id}/assign-agent and /api/admin/properties/{id}/assign-agent
 * `{ agent, notes?, expires_in_hours? }` (spec 002 Assign Agent): offers the record to an active,
 * verified agent, who is e-mailed accept and decline links. Answers 201 `{ assignment, message }`.
 */
export function assignAgentAction(request: Request, resource: string | undefined, id: string | undefined) {
  const kind = resource === 'inquiries' ? 'inquiry' : resource === 'properties' ? 'property' : null
  if (!kind) return Promise.resolve(apiError(404, 'Not found'))
  return recordAction(request, id, async ({ admin, id: targetId, body, payload }) => {
    const parsed = assignAgentSchema.safeParse({ ...body, agent: body.agent ?? body.agent_id })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = String(issue?.path[0] ?? 'agent')
      return apiError(400, issue?.message ?? MESSAGES.admin.assignments.agentRequired, { [field]: issue?.message ?? '' })
    }
    const result = await assignAgent(payload, {
      admin,
      kind,
      targetId,
      agentId: Number(parsed.data.agent),
      notes: parsed.data.notes ?? null,
      expiresInHours: parsed.data.expires_in_hours,
    })
    return Response.json({ assignment: result.assignment, message: MESSAGES.admin.assignments.agentAssigned }, { status: 201 })
  })
}
