/** "Report this listing" and "Report this agent" (issue 23 §5). */
import { z } from 'zod'
import { MODERATION_MESSAGES, REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, REPORT_TARGET_TYPES } from '../moderation'
import { positiveId } from './saved'

export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MESSAGES.targetNotFound }),
  targetId: positiveId(MODERATION_MESSAGES.targetNotFound),
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, MODERATION_MESSAGES.noteTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type ReportInput = z.output<typeof reportSchema>

/** A console moderation action; asking the owner to fix needs a note for them. */
export const moderationActionSchema = z
  .object({ note: z.string().trim().max(2000).optional() })
  .transform((v) => ({ note: v.note ? v.note : undefined }))
