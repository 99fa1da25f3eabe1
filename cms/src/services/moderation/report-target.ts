import { ValidationError, type Payload } from 'payload'
import { MODERATION_MESSAGES, reportSchema, type SiteLocale } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import type { SessionUser } from '../../domain/auth/session-user'

export type ReportTargetOptions = { payload: Payload; user: SessionUser | null; input: unknown; locale?: SiteLocale }

/**
 * "Report this listing" / "Report this agent" as the signed-in member. The rules (a target they
 * can see and do not own, one report each) are the reports collection's hooks; a repeat is a
 * CONFLICT with a clear message and is never counted twice.
 */
export async function reportTarget({ payload, user, input, locale = 'en' }: ReportTargetOptions): Promise<{ message: string }> {
  if (!user) throw new AppError('UNAUTHENTICATED', MODERATION_MESSAGES.signInToReport)
  const parsed = reportSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]))
    throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.reasonRequired, { fieldErrors })
  }
  const { targetType, targetId, reason, note } = parsed.data
  try {
    await payload.create({
      collection: 'reports',
      data: { target_type: targetType, [targetType]: targetId, reason, note, locale },
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    // Two reports racing past the hook's check meet the unique index: the second is a repeat.
    if (error instanceof ValidationError && error.data?.errors?.some((e) => /target_key|reporter/.test(e.path ?? ''))) {
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyReported)
    }
    throw error
  }
  return { message: MODERATION_MESSAGES.reported }
}
