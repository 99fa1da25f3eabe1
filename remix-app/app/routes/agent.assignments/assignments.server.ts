import { MESSAGES } from '@gruha/shared'
import { listAgentAssignments, respondToAssignment } from '@gruha/cms/services/assignments'
import { listBlockedMembers } from '@gruha/cms/services/contact-blocks'
import type { LeadForm } from '~/components/leads/lead-action.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

type Answer = 'accepted' | 'declined'
const ANSWERS: Record<string, Answer> = { accept: 'accepted', decline: 'declined' }

/** The agent's assignments, each with whether its sender is marked as spam, and the deep link's choice if any. */
export async function loadAssignments(request: Request, user: SessionUser) {
  const params = new URL(request.url).searchParams
  const id = Number(params.get('assignment'))
  const answer = params.get('action') ?? ''
  const response = Object.hasOwn(ANSWERS, answer) ? ANSWERS[answer] : undefined
  const payload = await getPayloadClient()
  const [assignments, blocked] = await Promise.all([listAgentAssignments({ payload, user }), listBlockedMembers({ payload, user })])
  // A deep link (?assignment=&action=, e.g. from the assignment e-mail) only picks the assignment and the
  // answer: the agent confirms with a click. Nothing is sent by opening a link (issue 23).
  const linked = assignments.find((a) => a.id === id && a.canRespond)
  const deepLink = linked && response ? { id, response } : null
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
    const id = Number(form.get('id'))
    const answer = String(form.get('response') ?? '')
    const response = Object.hasOwn(ANSWERS, answer) ? ANSWERS[answer] : undefined
    if (!Number.isInteger(id) || id <= 0 || !response) return null
    return async ({ payload, user }) => (await respondToAssignment({ payload, user, input: { id, response } })).message
  },
}
