/**
 * Reusable zod field builders for form input.
 *
 * Forms post FormData, so every builder accepts strings: blanks become "absent", numbers and
 * booleans are coerced ('on' / 'true' -> true), and the builders also accept the JSON values
 * react-admin sends (numbers, booleans, null, relation objects with an id).
 *
 * Conventions used by every schema in this package:
 * - absent / blank optional text -> undefined (key left out); `nullable*` builders turn an
 *   explicit blank or null into null (so an edit can clear a field);
 * - a form-level message (one message for several fields, e.g. 'Please enter both email and
 *   password') is reported once, with an empty path `[]`.
 */
import { z } from 'zod'
import { MESSAGES } from '../constants'

/** text, '@', text, '.', text (spec 000: 'must look like text, @, text, dot'). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Indian-style phone: optional '+', 10 to 13 digits once spaces, hyphens, dots and brackets are removed. */
export const PHONE_PATTERN = /^\+?\d{10,13}$/
/** 6-digit Indian pincode not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/
/** PAN: 5 letters, 4 digits, 1 letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/
/** IFSC: 4 letters, a zero, 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** GSTIN: 2-digit state code, PAN, entity digit, 'Z', check character. */
export const GST_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
/** Bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/

/* --------------------------------------------------------------------------------------------
 * Coercions (plain functions, usable on their own)
 * ------------------------------------------------------------------------------------------ */

/** Trimmed string, or undefined when blank/null/undefined. Numbers become strings. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value
  if (typeof value === 'string') {
    const t = value.trim()
    return t === '' ? undefined : t
  }
  return value
}

/** Like blankToUndefined, but an explicit null or blank string becomes null (undefined stays undefined). */
export function blankToNull(value: unknown): unknown {
  if (value === undefined) return undefined
  if (value === null) return null
  const v = blankToUndefined(value)
  return v === undefined ? null : v
}

const TRUE_STRINGS = ['true', 'on', '1', 'yes']
const FALSE_STRINGS = ['false', 'off', '0', 'no', '']

/**
 * Checkbox / JSON boolean coercion: true, 'true', 'on', '1', 'yes' -> true; false, 'false',
 * 'off', '0', 'no', '' -> false; undefined/null -> `fallback`. Anything else is returned
 * unchanged (and then fails validation).
 */
export function toBoolean(value: unknown, fallback?: boolean): unknown {
  if (value === undefined || value === null) return fallback
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase()
    if (TRUE_STRINGS.includes(v)) return true
    if (FALSE_STRINGS.includes(v)) return false
  }
  return value
}

/**
 * Number coercion: '1,25,000' / ' 42 ' -> number; blank/null/undefined -> undefined; a
 * non-numeric string is returned unchanged (and then fails validation).
 */
export function toNumberInput(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') {
    const cleaned = value.replace(/[,\s₹]/g, '')
    if (cleaned === '') return undefined
    const n = Number(cleaned)
    return Number.isFinite(n) ? n : value
  }
  return value
}

/**
 * A list of strings from an array, JSON array text ('["Parking","Gym"]') or comma-separated
 * text ('Parking, Gym'). Items are trimmed, blanks and duplicates dropped.
 */
export function toStringList(value: unknown): string[] {
  let items: unknown[]
  if (Array.isArray(value)) items = value
  else if (typeof value === 'string') {
    const t = value.trim()
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t)
        items = Array.isArray(parsed) ? parsed : []
      } catch {
        items = t.split(',')
      }
    } else items = t.split(',')
  } else items = []
  const out: string[] = []
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue
    const s = String(item).trim()
    if (s && !out.includes(s)) out.push(s)
  }
  return out
}

/**
 * A relationship id: numeric strings become numbers (Payload on Postgres), other non-blank
 * strings are kept (text ids), `{ id }` objects (populated relations) give their id.
 */
export function toRelationId(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return toRelationId((value as { id: unknown }).id)
  if (typeof value === 'number') return value
  const v = blankToUndefined(value)
  if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v)
  return v
}

/** Removes spaces, hyphens, dots and brackets from a phone number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

/* --------------------------------------------------------------------------------------------
 * Field builders
 * ------------------------------------------------------------------------------------------ */

/** A rule for `firstFailing`: a test and the message shown when it fails. */
export type StringRule = readonly [test: (value: string) => boolean, message: string]

export const notBlank = (value: string): boolean => value.length > 0
export const matches =
  (pattern: RegExp) =>
  (value: string): boolean =>
    pattern.test(value)

/**
 * A refinement that checks `rules` in order and reports only the first failure, so a field
 * gets one message. (Used instead of `abort: true`, which would also stop object-level
 * refinements such as "Passwords do not match" from running.)
 */
export function firstFailing(rules: readonly StringRule[]) {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    for (const [test, message] of rules) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message, input: value })
        return
      }
    }
  }
}

/** Required trimmed text; `message` for missing, null or blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

/** Optional trimmed text; blank -> undefined. */
export function optionalText(max?: number, maxMessage?: string) {
  const base = z.string()
  return z.preprocess(blankToUndefined, (max ? base.max(max, maxMessage) : base).optional())
}

/** Optional trimmed text; blank or null -> null, absent -> undefined. */
export function nullableText(max?: number, maxMessage?: string) {
  const base = z.string()
  return z.preprocess(blankToNull, (max ? base.max(max, maxMessage) : base).nullable().optional())
}

/** Required e-mail: trimmed and lower-cased; `requiredMessage` when blank, `invalidMessage` when malformed. */
/**
 * The longest address mail servers deliver to (RFC 5321: 64 before the '@', 254 in all). A longer one
 * passed the pattern, was stored, and its welcome mail failed with a 500.
 */
export const fitsMailLimits = (value: string): boolean => value.length <= 254 && value.indexOf('@') <= 64

export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .superRefine(
      firstFailing([
        [notBlank, requiredMessage],
        [matches(EMAIL_PATTERN), invalidMessage],
        [fitsMailLimits, invalidMessage],
      ]),
    )
}

/** Optional phone number, normalised (spaces and punctuation removed) and checked when present. */
export function optionalPhone(invalidMessage: string) {
  return z.preprocess((v) => {
    const t = blankToUndefined(v)
    return typeof t === 'string' ? normalizePhone(t) : t
  }, z.string().regex(PHONE_PATTERN, invalidMessage).optional())
}

/** Boolean from a checkbox / JSON value, with a default when absent. */
export function booleanField(defaultValue: boolean) {
  return z.preprocess((v) => toBoolean(v, defaultValue), z.boolean())
}

/** One of `values`; `requiredMessage` when absent/blank, `invalidMessage` for another value. */
export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string = requiredMessage,
) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: (iss) => (iss.input === undefined ? requiredMessage : invalidMessage) }))
}

interface NumberOptions {
  /** Message for a non-numeric value. */
  message: string
  int?: boolean
  intMessage?: string
  min?: number
  max?: number
  rangeMessage?: string
  /** Exclusive lower bound (e.g. price > 0). */
  gt?: number
}

function numberSchema(o: NumberOptions, requiredMessage?: string) {
  let s = z.number({
    error: (iss) => (iss.input === undefined && requiredMessage ? requiredMessage : o.message),
  })
  if (o.int) s = s.int({ error: o.intMessage ?? o.message })
  if (o.min !== undefined) s = s.min(o.min, { error: o.rangeMessage ?? o.message })
  if (o.max !== undefined) s = s.max(o.max, { error: o.rangeMessage ?? o.message })
  if (o.gt !== undefined) s = s.gt(o.gt, { error: o.rangeMessage ?? o.message })
  return s
}

/** Required number (strings coerced); `requiredMessage` when absent/blank, `message` when not numeric. */
export function requiredNumber(requiredMessage: string, o: Partial<NumberOptions> = {}) {
  return z.preprocess(toNumberInput, numberSchema({ ...o, message: o.message ?? requiredMessage }, requiredMessage))
}

/** Optional number (strings coerced); blank -> undefined. */
export function optionalNumber(o: NumberOptions) {
  return z.preprocess(toNumberInput, numberSchema(o).optional())
}

/** Optional number; blank or null -> null, absent -> undefined. */
export function nullableNumber(o: NumberOptions) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : toNumberInput(v)),
    numberSchema(o).nullable().optional(),
  )
}

/** The largest id a PostgreSQL `serial` column holds (every collection's id and relationship). */
const MAX_RECORD_ID = 2_147_483_647

/**
 * A record id: a whole number the database can hold. Every collection uses PostgreSQL's serial
 * ids, so text like 'abc' or 'NaN' (or an array) is refused here with `message` rather than
 * reaching a query as NaN and coming back as a 500.
 */
const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message)

/** A relationship id (see toRelationId); `message` when absent or not a record id. */
export function relationId(message: string) {
  return z.preprocess(toRelationId, recordId(message))
}

/** Optional relationship id; blank/null -> null, absent -> undefined. */
export function nullableRelationId(message: string) {
  return z.preprocess((v) => (v === undefined ? undefined : (toRelationId(v) ?? null)), recordId(message).nullable().optional())
}

/** List of strings (array, JSON text or comma text); defaults to []. */
export function stringList() {
  return z.preprocess((v) => (v === undefined ? [] : toStringList(v)), z.array(z.string()))
}

/** Structural type of a browser File / undici File, without depending on DOM or Node types. */
export interface FileLike {
  readonly name: string
  readonly size: number
  readonly type: string
}

export function isFileLike(value: unknown): value is FileLike {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.name === 'string' && typeof v.size === 'number' && typeof v.type === 'string'
}

/** An empty file input posts a nameless zero-byte File: treat it as absent. */
export function isEmptyFile(value: unknown): boolean {
  return isFileLike(value) && value.size === 0 && value.name === ''
}

/** Optional file: File-like values are kept, empty inputs / blanks become undefined. */
export function optionalFile() {
  return z.preprocess(
    (v) => (v === null || v === undefined || v === '' || isEmptyFile(v) ? undefined : v),
    z.custom<FileLike>(isFileLike, { error: MESSAGES.upload.chooseFile }).optional(),
  )
}

/** Collects zod issues into `{ field: firstMessage }` (root issues under `_form`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_form'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

/** The first message of a failed parse (form-level banner). */
export function firstError(error: z.ZodError): string | null {
  return error.issues[0]?.message ?? null
}
