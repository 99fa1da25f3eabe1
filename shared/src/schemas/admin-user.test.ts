import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { adminUserCreateSchema, adminUserUpdateSchema } from './admin-user'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

const user = {
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'Ravi@Example.in',
  role: 'agent',
  status: 'active',
  verification_status: 'pending',
}

describe('adminUserCreateSchema', () => {
  it('requires names, email, password, user type, status and verification status', () => {
    expect(issues(adminUserCreateSchema.safeParse({}))).toEqual([
      ['first_name', 'First name is required'],
      ['last_name', 'Last name is required'],
      ['email', 'Email is required'],
      ['role', 'User type is required'],
      ['status', 'Status is required'],
      ['verification_status', 'Verification status is required'],
      ['password', 'Password is required for new users'],
    ])
  })

  it("says 'Password is required for new users' for a blank password", () => {
    expect(issues(adminUserCreateSchema.safeParse({ ...user, password: '' }))).toEqual([['password', 'Password is required for new users']])
  })

  it('normalises and strips unknown keys', () => {
    const data = adminUserCreateSchema.parse({
      ...user,
      password: 'Kadali#Tree9',
      phone_number: '',
      date_of_birth: '1990-05-17T00:00:00.000Z',
      agent_license_number: null,
      id: 12,
      custom_id: 'GRU-U-000012',
    })
    expect(data.email).toBe('ravi@example.in')
    expect(data.phone_number).toBeNull()
    expect(data.date_of_birth).toBe('1990-05-17')
    expect(data.agent_license_number).toBeNull()
    expect(data).not.toHaveProperty('id')
    expect(data).not.toHaveProperty('custom_id')
    expect(data).not.toHaveProperty('city')
  })

  it('rejects values outside the option lists', () => {
    const r = issues(adminUserCreateSchema.safeParse({ ...user, password: 'x', role: 'owner', status: 'banned' }))
    expect(r.map(([p]) => p)).toEqual(['role', 'status'])
  })

  it('accepts every role, including admin and editor', () => {
    for (const role of ['buyer', 'seller', 'agent', 'admin', 'editor']) {
      expect(adminUserCreateSchema.safeParse({ ...user, role, password: 'x' }).success).toBe(true)
    }
  })
})

describe('adminUserUpdateSchema', () => {
  it('does not require or keep a password', () => {
    const data = adminUserUpdateSchema.parse({ ...user, password: 'ignored', city: ' Warangal ' })
    expect(data).not.toHaveProperty('password')
    expect(data.city).toBe('Warangal')
  })

  it('still requires the core fields', () => {
    expect(issues(adminUserUpdateSchema.safeParse({ ...user, verification_status: '' }))).toEqual([
      ['verification_status', 'Verification status is required'],
    ])
  })

  it('rejects an invalid date of birth and phone', () => {
    expect(issues(adminUserUpdateSchema.safeParse({ ...user, date_of_birth: '31/12/1990', phone_number: '12' }))).toEqual([
      ['phone_number', 'Please enter a valid phone number'],
      ['date_of_birth', 'Please enter a valid date of birth'],
    ])
  })
})
