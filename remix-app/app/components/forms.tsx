import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { TextField } from './fields'
import { firstInvalidField } from './use-focus-after-render'

export type FieldErrors = Record<string, string | undefined>

/** First message per field from a zod error. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message
  return out
}

/**
 * Validates a form in the browser with the same zod schema the action uses, so mistakes show
 * without a round trip. The server still validates everything.
 */
export function useClientValidation(schema: z.ZodType, serverErrors?: FieldErrors) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!result.success) {
      event.preventDefault()
      const errors = fieldErrorsOf(result.error)
      setClientErrors(errors)
      focusFirstInvalid(event.currentTarget, errors)
    } else {
      setClientErrors(null)
    }
  }
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit }
}

/** After the errors render, focus the first field in the form that has one (read with its error). */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  requestAnimationFrame(() => firstInvalidField(form, errors)?.focus())
}

/** A labelled input with its error linked by aria-describedby (ids `field-{name}`, `field-{name}-error`). */
export function Field(props: { name: string; label: string; type?: string; error?: string; defaultValue?: string; autoComplete?: string }) {
  return <TextField {...props} idPrefix="field" />
}
