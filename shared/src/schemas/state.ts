/**
 * Admin States management (spec 002): name, code (at most 2 characters, forced to
 * upper-case), region (one of STATE_REGIONS) and is_active.
 */
import { z } from 'zod'
import { LIMITS, MESSAGES, STATE_REGIONS } from '../constants'
import { booleanField, enumField, firstFailing, matches, notBlank, requiredText } from './fields'

const M = MESSAGES.admin.states

export const stateSchema = z.object({
  name: requiredText(M.nameRequired),
  code: z
    .string({ error: M.codeRequired })
    .trim()
    .toUpperCase()
    .superRefine(
      firstFailing([
        [notBlank, M.codeRequired],
        [(code) => code.length <= LIMITS.stateCodeMax, M.codeTooLong],
        [matches(/^[A-Z]+$/), M.codeInvalid],
        [(code) => code.length === LIMITS.stateCodeMax, M.codeLength],
      ]),
    ),
  region: enumField(STATE_REGIONS, M.regionRequired),
  is_active: booleanField(true),
})

/** Edit and the Active toggle send only what changed. */
export const stateUpdateSchema = stateSchema.partial()

export type StateData = z.output<typeof stateSchema>
