import { MESSAGES, assignmentAnswerFormSchema } from '@gruha/shared'
import { listAgentAssignments, respondToAssignment } from '@gruha/cms/services/assignments'
import { listBlockedMembers } from '@gruha/cms/services/contact-blocks'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { parseForm } from '~/forms'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

/** The agent's assignments, each with whether its sender is marked as spam, and the deep link's choice if any. */
export async function loadAssignments(request: Request, user: SessionUser) {
  const params = new URL(request.url).searchParams
  const link = assignmentAnswerFormSchema.safeParse({ id: params.get('assignment'), response: params.get('action') })
  const payload = await getPayloadClient()
  const [assignments, blocked] = await Promise.all([listAgentAssignments({ payload, user }), listBlockedMembers({ payload, user })])
  // A deep link (?assignment=&action=, e.g. from the assignment e-mail) only picks the assignment and the
  // answer: the agent confirms with a click. Nothing is sent by opening a link (issue 23).
  const deepLink = link.success && assignments.some((a) => a.id === link.data.id && a.canRespond) ? link.data : null
  return {
    assignments: assignments.map((a) => ({ ...a, spam: Boolean(a.inquiry?.senderId && blocked.has(a.inquiry.senderId)) })),
    deepLink,
    agentName: [user.first_name, user.last_name].filter(Boolean).join(' '),
  }
}

/** Accept or decline (and Mark as spam on the enquiry); the service says which, in the spec's words. */
export const answerForm: LeadForm = {
  failed: MESSAGES.assignments.failed,
  spam: true,
  read(form) {
    const submission = parseForm(form, assignmentAnswerFormSchema)
    if (submission.status !== 'success') return null
    const input = submission.value
    return async ({ payload, user }) => (await respondToAssignment({ payload, user, input })).message
  },
}
