import type { ReactNode } from 'react'

/**
 * A field's error message. role="alert" makes screen readers announce it when it appears; the
 * field points at its id with aria-describedby, so it is read again when the field has focus.
 */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className="field-error" role="alert">
      {children}
    </span>
  )
}
