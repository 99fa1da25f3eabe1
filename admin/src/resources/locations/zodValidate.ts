import type { z } from 'zod'

/** A react-admin form `validate` from the form's zod schema (the server checks the same schema). */
export const zodValidate =
  (schema: z.ZodType) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const errors: Record<string, string> = {}
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
    return errors
  }
