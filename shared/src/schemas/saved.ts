/** The save heart (a property card or the detail page) posting to the saved-properties resource route. */
import { z } from 'zod'
import { MESSAGES } from '../constants'

/** A positive whole-number record id from a form field ('42' or 42); `message` otherwise. */
export const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message),
  )

export const SAVE_INTENTS = ['save', 'unsave'] as const

export const savePropertySchema = z.object({
  propertyId: positiveId(MESSAGES.saved.notFound),
  intent: z.enum(SAVE_INTENTS, { error: MESSAGES.saved.failed }),
  redirectTo: z.string().optional(),
})

export type SavePropertyInput = z.output<typeof savePropertySchema>
