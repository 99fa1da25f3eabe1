import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema, resetPasswordFormSchema, resetPasswordSchema } from '@gruha/shared'
import { fieldErrorLists, parseForm } from './parse-form'

/** A submission's field errors (none when it succeeded). */
const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === 'success' ? null : submission.error)

const formData = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

describe('parseForm', () => {
  it("reads an empty field as '' so the schema's own message shows, not a type error", () => {
    const submission = parseForm(formData({ email: '' }), forgotPasswordSchema)
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({ email: ['Email is required'] })
  })

  it('answers with what was typed, for the form to show again', () => {
    const submission = parseForm(formData({ email: 'ravi.example.in' }), forgotPasswordSchema)
    expect(errorsOf(submission)).toEqual({ email: ['Please enter a valid email address'] })
    expect(submission.reply().initialValue).toEqual({ email: 'ravi.example.in' })
  })

  it('returns the parsed value (trimmed and lower-cased by the schema) on success', () => {
    const submission = parseForm(formData({ email: ' Ravi@Example.IN ' }), forgotPasswordSchema)
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'ravi@example.in' })
  })

  it('reports a cross-field rule under its field, the same in the browser form and with the link token', () => {
    const typed = { password: 'longenough', confirmPassword: 'longenougH' }
    expect(errorsOf(parseForm(formData(typed), resetPasswordFormSchema))).toEqual({ confirmPassword: ['Passwords do not match'] })
    expect(errorsOf(parseForm(formData({ ...typed, token: 't' }), resetPasswordSchema))).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
    expect(errorsOf(parseForm(formData(typed), resetPasswordSchema))).toMatchObject({
      token: ['Missing or invalid reset link. Please request a new reset email.'],
    })
  })
})

describe('fieldErrorLists', () => {
  it("turns a service's per-field messages into conform's lists, leaving out empty ones", () => {
    expect(fieldErrorLists({ phone: 'Enter a valid phone number', email: undefined })).toEqual({ phone: ['Enter a valid phone number'] })
    expect(fieldErrorLists()).toEqual({})
  })
})
