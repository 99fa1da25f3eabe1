import type { CollectionBeforeChangeHook } from 'payload'
import { RERA_MESSAGES, RERA_RULES_VERSION, normalizeReraNumber, reraNumberProblem } from '@gruha/shared'
import { AppError } from '../../../errors/app-error'
import type { User } from '../../../payload-types'

const invalid = (field: string, message: string) => new AppError('INVALID_INPUT', message, { fieldErrors: { [field]: message } })

/**
 * An agent's RERA registration (issue 23): the number must match the format of the state that
 * issued it (`rera_state`); a number checked under the current rules clears `rera_flagged`.
 */
export const checkAgentRera: CollectionBeforeChangeHook<User> = ({ data, originalDoc, context }) => {
  if (context.reraRecheck) return data
  // Payload passes the whole document on update: check only when the number or its state changed.
  const changed = (key: 'rera_number' | 'rera_state') => key in data && (data[key] ?? null) !== (originalDoc?.[key] ?? null)
  if (!changed('rera_number') && !changed('rera_state')) return data
  const merged = { ...originalDoc, ...data }
  const raw = typeof merged.rera_number === 'string' ? merged.rera_number.trim() : ''
  if (!raw) {
    data.rera_number = null
    return data
  }
  if (!merged.rera_state?.trim()) throw invalid('rera_state', RERA_MESSAGES.agentStateRequired)
  const problem = reraNumberProblem(raw, merged.rera_state, 'agent')
  if (problem) throw invalid('rera_number', problem)
  data.rera_number = normalizeReraNumber(raw)
  data.rera_checked_version = RERA_RULES_VERSION
  data.rera_flagged = false
  return data
}
