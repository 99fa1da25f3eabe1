import type { CollectionBeforeChangeHook } from 'payload'
import { RERA_MESSAGES, RERA_RULES_VERSION, normalizeReraNumber, reraNumberProblem } from '@gruha/shared'
import { AppError } from '../../../errors/app-error'
import type { Property } from '../../../payload-types'

const invalid = (message: string) => new AppError('INVALID_INPUT', message, { fieldErrors: { rera_number: message } })

/**
 * RERA (issue 23): a listing in a project RERA covers needs its registration number, and any number
 * given must match the format of the listing's state (`@gruha/shared` rera.ts). Every path (site,
 * console, /cms/api, Local API) passes here. A number checked under the current rules clears the
 * `rera_flagged` mark that `recheckRera` sets when the rules change.
 */
export const checkReraNumber: CollectionBeforeChangeHook<Property> = ({ data, originalDoc, context }) => {
  if (context.reraRecheck) return data
  const merged = { ...originalDoc, ...data }
  const raw = typeof merged.rera_number === 'string' ? merged.rera_number.trim() : ''
  // Payload passes the whole document on update: check only when the number, its state or the coverage changed.
  const changed = (key: 'rera_number' | 'state' | 'rera_covered') => key in data && (data[key] ?? null) !== (originalDoc?.[key] ?? null)
  if (originalDoc && !changed('rera_number') && !changed('state') && !changed('rera_covered')) return data
  if (!raw) {
    if (merged.rera_covered) throw invalid(RERA_MESSAGES.required)
    if ('rera_number' in data) data.rera_number = null
    return data
  }
  const problem = reraNumberProblem(raw, merged.state, 'project')
  if (problem) throw invalid(problem)
  data.rera_number = normalizeReraNumber(raw)
  data.rera_checked_version = RERA_RULES_VERSION
  data.rera_flagged = false
  return data
}
