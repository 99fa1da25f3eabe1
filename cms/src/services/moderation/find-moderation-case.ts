import type { Payload, PopulateType } from 'payload'
import { throwAsAppError } from '../../errors/payload-refusals'
import type { ModerationCase } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'

export type FindModerationCaseOptions = {
  payload: Payload
  user: SessionUser
  /** `depth` and `populate`: what the console's case view joins (the listing, its photos, the agent). */
  input: { caseId: number; depth?: number; populate?: PopulateType }
}

/**
 * One moderation case as the caller may read it (the collection lets only admins), e.g. after a
 * decision, for the console to show. Throws AppError NOT_FOUND, or FORBIDDEN for anyone but an admin.
 */
export async function findModerationCase({ payload, user, input }: FindModerationCaseOptions): Promise<ModerationCase> {
  try {
    return await payload.findByID({
      collection: 'moderation-cases',
      id: input.caseId,
      depth: input.depth,
      populate: input.populate,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    throwAsAppError(error, 'Not found')
  }
}
