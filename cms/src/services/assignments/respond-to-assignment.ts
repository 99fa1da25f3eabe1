import { ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { InquiryAssignment } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'
import { throwAsAppError } from '../../errors/payload-refusals'

export type RespondToAssignmentOptions = {
  payload: Payload
  user: SessionUser
  input: { id: number; response: 'accepted' | 'declined' }
}

/**
 * The agent accepts or declines an assignment. The InquiryAssignments collection refuses an
 * answered or expired one (guardAgentResponse) and tells the admins about a decline. Refusals
 * throw AppError with the spec's one failure message: INVALID_INPUT with the collection's reason
 * (answered, expired) on `response`, or FORBIDDEN / NOT_FOUND for another agent's or an unknown one.
 */
export async function respondToAssignment({
  payload,
  user,
  input,
}: RespondToAssignmentOptions): Promise<{ assignment: InquiryAssignment; message: string }> {
  const { id, response } = input
  let assignment: InquiryAssignment
  try {
    assignment = await payload.update({
      collection: 'inquiry-assignments',
      id,
      data: { status: response },
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const reason = error.data?.errors?.[0]?.message ?? MESSAGES.assignments.failed
      throw new AppError('INVALID_INPUT', MESSAGES.assignments.failed, { fieldErrors: { response: reason } })
    }
    throwAsAppError(error, MESSAGES.assignments.failed)
  }
  return { assignment, message: response === 'accepted' ? MESSAGES.assignments.accepted : MESSAGES.assignments.declined }
}
