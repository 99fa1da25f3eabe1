import { useForm, type SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { parseForm } from './parse-form'

/**
 * A form checked in the browser with the schema its action uses (conform). Mistakes show on submit,
 * read with their fields and in the page's language, and the first field in error takes the focus;
 * `lastResult` is the action's answer (its errors and the values typed, kept when the page reloads
 * without JavaScript). `id` is the form element's: it must not be a field's id. `readForm` gives the
 * values to check when the form's inputs do not hold them all (uploads kept beside the form).
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  readForm,
}: {
  id: string
  schema: Schema
  lastResult?: SubmissionResult<string[]> | null
  readForm?: () => FormData
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(readForm?.() ?? formData, schema),
  })
}
