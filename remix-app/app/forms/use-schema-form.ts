import { useForm, type SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { parseForm } from './parse-form'

/**
 * A form checked in the browser with the schema its action uses (conform). Mistakes show on submit,
 * read with their fields and in the page's language, and the first field in error takes the focus;
 * `lastResult` is the action's answer (its errors and the values typed, kept when the page reloads
 * without JavaScript). `id` is the form element's: it must not be a field's id.
 */
export function useSchemaForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
}: {
  id: string
  schema: Schema
  lastResult?: SubmissionResult<string[]> | null
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema),
  })
}
