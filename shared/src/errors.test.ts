import { describe, expect, it } from 'vitest'
import { extractErrorMessage, isRateLimitError, mapSignInError, mapSignupError, parseRateLimitSeconds } from './errors'
import { MESSAGES } from './constants'

describe('extractErrorMessage', () => {
  it('reads detail.message, detail, message, error, errors[] or text, in that order', () => {
    expect(extractErrorMessage({ detail: { message: 'A' }, message: 'B' })).toBe('A')
    expect(extractErrorMessage({ detail: 'C', message: 'B' })).toBe('C')
    expect(extractErrorMessage({ message: 'B' })).toBe('B')
    expect(extractErrorMessage({ error: 'E' })).toBe('E')
    expect(extractErrorMessage({ errors: [{ message: 'The following field is invalid: email' }] })).toBe(
      'The following field is invalid: email',
    )
    expect(extractErrorMessage('  plain text ')).toBe('plain text')
    expect(extractErrorMessage(new Error('boom'))).toBe('boom')
  })

  it('returns null when there is nothing to show', () => {
    expect(extractErrorMessage(null)).toBeNull()
    expect(extractErrorMessage({})).toBeNull()
    expect(extractErrorMessage({ message: '  ' })).toBeNull()
    expect(extractErrorMessage(42)).toBeNull()
  })
})

describe('mapSignInError', () => {
  it('maps the server messages of the catalogue', () => {
    expect(mapSignInError('Email not verified')).toBe(MESSAGES.auth.emailNotVerified)
    expect(mapSignInError('Account pending verification')).toBe(MESSAGES.auth.pendingVerification)
    expect(mapSignInError('User not verified')).toBe(MESSAGES.auth.pendingVerification)
    expect(mapSignInError('Account is not active')).toBe(MESSAGES.auth.notActive)
    expect(mapSignInError('Invalid email or password')).toBe('Invalid email or password. Please check your credentials.')
  })

  it('shows other messages as is, with a fallback', () => {
    expect(mapSignInError('Too many attempts')).toBe('Too many attempts')
    expect(mapSignInError('')).toBe('Sign in failed')
    expect(mapSignInError(undefined)).toBe('Sign in failed')
  })
})

describe('mapSignupError', () => {
  it('sends an existing e-mail back to step 1 with a field message', () => {
    for (const raw of ['User already exists', 'Email already registered']) {
      const r = mapSignupError(raw)
      expect(r.message).toBe(MESSAGES.signup.alreadyExists)
      expect(r.fieldErrors.email).toBe('Email is already registered. Please sign in or use Forgot Password.')
      expect(r.backToStep1).toBe(true)
    }
  })

  it('passes other messages through', () => {
    expect(mapSignupError('Weak password')).toEqual({ message: 'Weak password', fieldErrors: {}, backToStep1: false })
    expect(mapSignupError(null).message).toBe('Signup failed')
  })
})

describe('rate limit', () => {
  it('detects the rate-limit error and reads the wait', () => {
    expect(isRateLimitError('email rate limit exceeded')).toBe(true)
    expect(isRateLimitError('For security purposes, you can only request this after 37 seconds.')).toBe(true)
    expect(isRateLimitError('Invalid email')).toBe(false)
    expect(parseRateLimitSeconds('request this after 37 seconds')).toBe(37)
    expect(parseRateLimitSeconds('rate limit exceeded')).toBe(48)
    expect(parseRateLimitSeconds(undefined)).toBe(48)
  })
})
