import { TextField } from './fields'

export type FieldErrors = Record<string, string | undefined>

/** A labelled input with its error linked by aria-describedby (ids `field-{name}`, `field-{name}-error`). */
export function Field(props: { name: string; label: string; type?: string; error?: string; defaultValue?: string; autoComplete?: string }) {
  return <TextField {...props} idPrefix="field" />
}
