/** The site's one form kit (docs/decisions/0021-one-form-kit.md). */
export { fieldErrorLists, parseForm } from './parse-form'
export { useSchemaForm } from './use-schema-form'
export { useStepCheck } from './use-step-check'
export { useValueFromUrl } from './use-value-from-url'
export { getFormProps } from '@conform-to/react'
export type { SubmissionResult } from '@conform-to/react'
