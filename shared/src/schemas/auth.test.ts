import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  adminLoginSchema,
  forgotPasswordSchema,
  loginPageSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  signupStep1Schema,
  signupStep2Schema,
} from './auth'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

const step1 = {
  first_name: 'Lakshmi',
  last_name: 'Reddy',
  email: '  Lakshmi.Reddy@Example.IN ',
  password: 'Mango#Grove7',
  confirmPassword: 'Mango#Grove7',
}

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('signupStep1Schema', () => {
  it('reports every missing field with the spec messages', () => {
    expect(issues(signupStep1Schema.safeParse({}))).toEqual([
      ['first_name', 'First name is required'],
      ['last_name', 'Last name is required'],
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['confirmPassword', 'Passwords do not match'],
    ])
  })

  it('trims and lower-cases the e-mail', () => {
    expect(signupStep1Schema.parse(step1).email).toBe('lakshmi.reddy@example.in')
  })

  it("rejects a malformed e-mail with 'Email is invalid' only", () => {
    expect(issues(signupStep1Schema.safeParse({ ...step1, email: 'lakshmi@example' }))).toEqual([['email', 'Email is invalid']])
    expect(issues(signupStep1Schema.safeParse({ ...step1, email: '   ' }))).toEqual([['email', 'Email is required']])
    // Longer than mail servers deliver to (RFC 5321): refused, not stored (issue 20: it was a 500).
    expect(issues(signupStep1Schema.safeParse({ ...step1, email: `${'a'.repeat(310)}@example.test` }))).toEqual([
      ['email', 'Email is invalid'],
    ])
    expect(issues(signupStep1Schema.safeParse({ ...step1, email: `${'a'.repeat(65)}@example.test` }))).toEqual([
      ['email', 'Email is invalid'],
    ])
    expect(signupStep1Schema.safeParse({ ...step1, email: `${'a'.repeat(64)}@${'b'.repeat(180)}.in` }).success).toBe(true)
  })

  it('reports the first failing password rule and a mismatch on confirmPassword', () => {
    expect(issues(signupStep1Schema.safeParse({ ...step1, password: 'gruha2025', confirmPassword: 'x' }))).toEqual([
      ['password', 'Password must contain at least one uppercase letter'],
      ['confirmPassword', 'Passwords do not match'],
    ])
  })

  it('still reports the password mismatch when other fields are blank', () => {
    expect(issues(signupStep1Schema.safeParse({ ...step1, first_name: '', email: 'bad', confirmPassword: 'other' }))).toEqual([
      ['first_name', 'First name is required'],
      ['email', 'Email is invalid'],
      ['confirmPassword', 'Passwords do not match'],
    ])
  })

  it('treats blank names as missing', () => {
    expect(issues(signupStep1Schema.safeParse({ ...step1, first_name: '   ' }))).toEqual([['first_name', 'First name is required']])
  })
})

describe('signupSchema', () => {
  it('defaults the role to buyer and coerces the terms checkbox', () => {
    const data = signupSchema.parse({ ...step1, terms_accepted: 'on', phone_number: '', city: '' })
    expect(data.role).toBe('buyer')
    expect(data.terms_accepted).toBe(true)
    expect(data.phone_number).toBeUndefined()
    expect(data.city).toBeUndefined()
  })

  it('requires the terms to be accepted', () => {
    for (const terms of [undefined, 'false', false, '']) {
      expect(issues(signupSchema.safeParse({ ...step1, terms_accepted: terms }))).toEqual([
        ['terms_accepted', 'Please accept the terms and conditions'],
      ])
    }
  })

  it('requires a business type for sellers', () => {
    const base = { ...step1, role: 'seller', terms_accepted: 'true' }
    expect(issues(signupSchema.safeParse(base))).toEqual([['business_type', 'Business type is required']])
    expect(issues(signupSchema.safeParse({ ...base, business_type: 'Pirate' }))).toEqual([
      ['business_type', 'Please select a valid business type'],
    ])
    const ok = signupSchema.parse({ ...base, business_type: 'Real Estate Developer', business_name: ' Sri Homes ' })
    expect(ok.business_name).toBe('Sri Homes')
  })

  it('requires the professional fields and an ID proof for agents', () => {
    const base = { ...step1, role: 'agent', terms_accepted: true }
    expect(issues(signupSchema.safeParse(base))).toEqual([
      ['experience_years', 'Experience level is required'],
      ['specialization', 'Specialization is required'],
      ['phone_number', 'Phone number is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['id_proof', 'ID proof is required'],
    ])
    const ok = signupSchema.parse({
      ...base,
      experience_years: '3-5',
      specialization: 'Residential Sales',
      phone_number: '+91 98480 22338',
      city: 'Guntur',
      state: 'Andhra Pradesh',
      id_proof: file('aadhaar.pdf', 'application/pdf'),
    })
    expect(ok.phone_number).toBe('+919848022338')
    expect(ok.id_proof?.name).toBe('aadhaar.pdf')
  })

  it('checks the ID proof type and size', () => {
    const base = {
      ...step1,
      role: 'agent',
      terms_accepted: true,
      experience_years: '10+',
      specialization: 'Land/Plot Sales',
      phone_number: '9848022338',
      city: 'Hyderabad',
      state: 'Telangana',
    }
    expect(issues(signupSchema.safeParse({ ...base, id_proof: file('id.gif', 'image/gif') }))).toEqual([
      ['id_proof', 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF'],
    ])
    expect(issues(signupSchema.safeParse({ ...base, id_proof: file('id.png', 'image/png', 5242881) }))).toEqual([
      ['id_proof', 'File too large. Maximum size is 5MB'],
    ])
    // An empty file input counts as no file.
    expect(issues(signupSchema.safeParse({ ...base, id_proof: file('', 'application/octet-stream', 0) }))).toEqual([
      ['id_proof', 'ID proof is required'],
    ])
  })

  it('rejects roles outside buyer, seller and agent', () => {
    expect(issues(signupSchema.safeParse({ ...step1, role: 'admin', terms_accepted: true }))[0]?.[0]).toBe('role')
  })

  it('validates step 2 on its own', () => {
    expect(issues(signupStep2Schema.safeParse({ role: 'seller' }))).toEqual([
      ['terms_accepted', 'Please accept the terms and conditions'],
      ['business_type', 'Business type is required'],
    ])
  })
})

describe('loginSchema / loginPageSchema', () => {
  it('uses the sign-in messages', () => {
    expect(issues(loginSchema.safeParse({}))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ])
    expect(issues(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([['email', 'Please enter a valid email address']])
    expect(loginSchema.parse({ email: ' A@B.CO ', password: ' pw ' })).toEqual({ email: 'a@b.co', password: ' pw ' })
  })

  it('requires at least 6 characters on the login page', () => {
    expect(issues(loginPageSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual([
      ['password', 'Password must be at least 6 characters long'],
    ])
    expect(issues(loginPageSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([['password', 'Password is required']])
    expect(loginPageSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true)
  })
})

describe('adminLoginSchema', () => {
  it('reports one form-level message when either field is missing', () => {
    for (const input of [
      {},
      { email: 'admin@gruha.in' },
      { password: 'x' },
      { email: '  ', password: 'x' },
      { email: 'a@b.co', password: '  ' },
    ]) {
      expect(issues(adminLoginSchema.safeParse(input))).toEqual([['', 'Please enter both email and password']])
    }
    expect(adminLoginSchema.parse({ email: ' Admin@Gruha.in ', password: 'pw' })).toEqual({
      email: 'admin@gruha.in',
      password: 'pw',
    })
  })
})

describe('forgot and reset password', () => {
  it('normalises the forgot-password e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: ' X@Y.IN ' }).email).toBe('x@y.in')
    expect(issues(forgotPasswordSchema.safeParse({ email: '' }))).toEqual([['email', 'Email is required']])
  })

  it('checks the token, length and match', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'other' }))).toEqual([
      ['token', 'Missing or invalid reset link. Please request a new reset email.'],
      ['password', 'Password must be at least 8 characters long'],
      ['confirmPassword', 'Passwords do not match'],
    ])
    expect(issues(resetPasswordSchema.safeParse({ token: 't', password: 'longenough', confirmPassword: 'longenougH' }))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ])
    expect(resetPasswordSchema.parse({ token: 't', password: 'longenough', confirmPassword: 'longenough' }).token).toBe('t')
  })
})
