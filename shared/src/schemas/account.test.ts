import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  bankDetailsSchema,
  bankUpdateSchema,
  emailVerificationSchema,
  otpField,
  passwordChangeSchema,
  phoneField,
  profileUpdateSchema,
  resendVerificationSchema,
  sendOtpSchema,
} from './account'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('phone and OTP fields', () => {
  it('asks for the phone number and normalises it', () => {
    expect(issues(phoneField.safeParse(''))).toEqual([['', 'Please enter your phone number']])
    expect(issues(phoneField.safeParse(undefined))).toEqual([['', 'Please enter your phone number']])
    expect(phoneField.parse(' +91 98480-22338 ')).toBe('+919848022338')
    expect(issues(phoneField.safeParse('12345'))).toEqual([['', 'Please enter a valid phone number']])
  })

  it('requires a 6-digit OTP', () => {
    expect(issues(otpField.safeParse(''))).toEqual([['', 'Please enter the OTP']])
    expect(issues(otpField.safeParse('12345'))).toEqual([['', 'OTP must be 6 digits']])
    expect(otpField.parse('123456')).toBe('123456')
  })

  it('validates the send-OTP action', () => {
    expect(sendOtpSchema.parse({ phone: '9848022338', action: 'bank_update' }).action).toBe('bank_update')
    expect(sendOtpSchema.safeParse({ phone: '9848022338', action: 'login' }).success).toBe(false)
  })
})

describe('passwordChangeSchema', () => {
  const base = {
    phone: '9848022338',
    otp: '123456',
    current_password: 'Old@12345',
    new_password: 'Newpass@123',
    confirm_password: 'Newpass@123',
  }

  it('accepts matching strong passwords with the current one', () => {
    const d = passwordChangeSchema.parse(base)
    expect(d.new_password).toBe('Newpass@123')
    expect(d.current_password).toBe('Old@12345')
  })

  it('needs the current password and the full strength rule, first failure only', () => {
    expect(issues(passwordChangeSchema.safeParse({ ...base, current_password: '' }))).toEqual([
      ['current_password', 'Current password is required'],
    ])
    expect(issues(passwordChangeSchema.safeParse({ ...base, new_password: 'newpass123', confirm_password: 'newpass123' }))).toEqual([
      ['new_password', 'Password must contain at least one uppercase letter'],
    ])
    expect(issues(passwordChangeSchema.safeParse({ ...base, new_password: '', confirm_password: '' }))).toEqual([
      ['new_password', 'Password must be at least 8 characters long'],
    ])
  })

  it('uses the spec messages', () => {
    expect(issues(passwordChangeSchema.safeParse({ ...base, new_password: 'short', confirm_password: 'shorter' }))).toEqual([
      ['new_password', 'Password must be at least 8 characters long'],
      ['confirm_password', 'New passwords do not match'],
    ])
    expect(issues(passwordChangeSchema.safeParse({ ...base, phone: '', otp: '' }))).toEqual([
      ['phone', 'Please enter your phone number'],
      ['otp', 'Please enter the OTP'],
    ])
  })
})

describe('bank details', () => {
  const bank = { bank_account_number: '123456789012', confirm_account_number: '1234 5678 9012', ifsc_code: ' sbin0001234 ' }

  it('upper-cases the IFSC and accepts matching numbers', () => {
    expect(bankDetailsSchema.parse(bank)).toEqual({
      bank_account_number: '123456789012',
      confirm_account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
    })
  })

  it('needs all three fields, then matching numbers, then valid formats', () => {
    expect(issues(bankDetailsSchema.safeParse({ bank_account_number: '1' }))).toEqual([['', 'Please fill in all bank account details']])
    expect(issues(bankDetailsSchema.safeParse({ ...bank, confirm_account_number: '999' }))).toEqual([
      ['confirm_account_number', 'Account numbers do not match'],
    ])
    expect(issues(bankDetailsSchema.safeParse({ ...bank, ifsc_code: 'SBIN1234' }))).toEqual([
      ['ifsc_code', 'Please enter a valid IFSC code'],
    ])
  })

  it('requires phone and OTP in the OTP wizard', () => {
    expect(issues(bankUpdateSchema.safeParse(bank))).toEqual([
      ['phone', 'Please enter your phone number'],
      ['otp', 'Please enter the OTP'],
    ])
    expect(bankUpdateSchema.safeParse({ ...bank, phone: '9848022338', otp: '654321' }).success).toBe(true)
  })
})

describe('e-mail verification', () => {
  it('keeps digits only, at most 6', () => {
    expect(emailVerificationSchema.parse({ email: 'A@B.in', otp: '12-34 56 78' })).toEqual({ email: 'a@b.in', otp: '123456' })
  })

  it('uses the spec messages', () => {
    expect(issues(emailVerificationSchema.safeParse({ email: '', otp: '' }))).toEqual([
      ['email', 'Email is required'],
      ['otp', 'Please enter the OTP'],
    ])
    expect(issues(resendVerificationSchema.safeParse({}))).toEqual([['email', 'Email is required to resend OTP']])
  })
})

describe('profileUpdateSchema', () => {
  it('requires names and clears blank optional fields', () => {
    const d = profileUpdateSchema.parse({ first_name: 'Sita', last_name: 'Rao', city: '', bio: ' Hello ', email: 'x@y.z' })
    expect(d).toMatchObject({ first_name: 'Sita', last_name: 'Rao', city: null, bio: 'Hello' })
    expect(d).not.toHaveProperty('email')
    expect(issues(profileUpdateSchema.safeParse({ first_name: '', last_name: 'Rao' }))).toEqual([['first_name', 'First name is required']])
  })
})
