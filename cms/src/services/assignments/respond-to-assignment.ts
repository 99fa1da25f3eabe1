import type { Payload } from 'payload'
import type { SessionUser } from '../auth/types'
import { MESSAGES } from '@gruha/shared'
import { leadErrorMessage } from '../leads/lead-error'

export type RespondToAssignmentOptions = {
  payload: Payload
  user: SessionUser
  id: number
  response: 'accepted' | 'declined'
}

export type RespondToAssignmentResult = { ok: true; message: string } | { ok: false; message: string; reason: string }

/**
 * The agent accepts or declines an assignment. The InquiryAssignments collection refuses an
 * answered or expired one (guardAgentResponse) and tells the admins about a decline.
 */
export async function respondToAssignment({ payload, user, id, response }: RespondToAssignmentOptions): Promise<RespondToAssignmentResult> {
  try {
    await payload.update({ collection: 'inquiry-assignments', id, data: { status: response }, depth: 0, overrideAccess: false, user })
  } catch (error) {
    const reason = leadErrorMessage(error)
    if (reason === null) throw error
    return { ok: false, message: MESSAGES.assignments.failed, reason }
  }
  return { ok: true, message: response === 'accepted' ? MESSAGES.assignments.accepted : MESSAGES.assignments.declined }
}
