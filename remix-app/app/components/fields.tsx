import type { ReactNode } from 'react'
import { useMessage } from '~/i18n'
import { FieldError } from '~/components/field-error'

type Common = { name: string; label: string; error?: string; hint?: ReactNode; required?: boolean }

const ids = (name: string, idPrefix = 'auth') => ({
  id: `${idPrefix}-${name}`,
  errorId: `${idPrefix}-${name}-error`,
  hintId: `${idPrefix}-${name}-hint`,
})

function describedBy(error: string | undefined, hint: ReactNode, i: ReturnType<typeof ids>) {
  return [error ? i.errorId : null, hint ? i.hintId : null].filter(Boolean).join(' ') || undefined
}

/** The hint, and the field's error in the page's language (schemas speak English; see docs/i18n.md). */
function Messages({ error, hint, i }: { error?: string; hint?: ReactNode; i: ReturnType<typeof ids> }) {
  const message = useMessage()
  return (
    <>
      {hint ? (
        <span id={i.hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? <FieldError id={i.errorId}>{message(error)}</FieldError> : null}
    </>
  )
}

/** A labelled input whose error is linked with aria-describedby. */
export function TextField({
  name,
  label,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  defaultValue,
  inputMode,
  idPrefix,
}: Common & {
  type?: string
  autoComplete?: string
  defaultValue?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  idPrefix?: string
}) {
  const i = ids(name, idPrefix)
  return (
    <div className="field">
      <label htmlFor={i.id}>{label}</label>
      <input
        id={i.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, i)}
      />
      <Messages error={error} hint={hint} i={i} />
    </div>
  )
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  options,
  defaultValue,
  placeholder,
  idPrefix,
}: Common & {
  options: ReadonlyArray<string | { value: string; label: string }>
  defaultValue?: string
  placeholder: string
  idPrefix?: string
}) {
  const i = ids(name, idPrefix)
  return (
    <div className="field">
      <label htmlFor={i.id}>{label}</label>
      <select
        id={i.id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, i)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
      <Messages error={error} hint={hint} i={i} />
    </div>
  )
}

export function FileField({ name, label, error, hint, required, accept, idPrefix }: Common & { accept: string; idPrefix?: string }) {
  const i = ids(name, idPrefix)
  return (
    <div className="field">
      <label htmlFor={i.id}>{label}</label>
      <input
        id={i.id}
        name={name}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, i)}
      />
      <Messages error={error} hint={hint} i={i} />
    </div>
  )
}
