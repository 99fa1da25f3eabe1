import { describe, expect, it } from 'vitest'
import { BREACHED_PASSWORD_COUNT } from '../breached-passwords'
import { BREACHED_PASSWORD_MESSAGE, firstPasswordError, passwordChecklist, passwordSchema } from './password'

describe('firstPasswordError', () => {
  it('checks the rules in order and reports only the first failure', () => {
    expect(firstPasswordError('')).toBe('Password is required')
    expect(firstPasswordError(undefined)).toBe('Password is required')
    expect(firstPasswordError('abc')).toBe('Password must be at least 8 characters long')
    expect(firstPasswordError('Ab1!xyz')).toBe('Password must be at least 8 characters long')
    expect(firstPasswordError('Ab1!wxyz')).toBeNull()
    expect(firstPasswordError('abcdefgh')).toBe('Password must contain at least one uppercase letter')
    expect(firstPasswordError('ABCDEFGH')).toBe('Password must contain at least one lowercase letter')
    expect(firstPasswordError('Abcdefgh')).toBe('Password must contain at least one number')
    expect(firstPasswordError('Abcdefg1')).toBe('Password must contain at least one special character')
    expect(firstPasswordError('Abcdeg1!')).toBeNull()
  })

  it('does not count whitespace as a special character', () => {
    expect(firstPasswordError('Abcdef1 ')).toBe('Password must contain at least one special character')
  })
})

describe('breached passwords (issue 7, finding 12)', () => {
  it('refuses common breached passwords that meet the rule, in any case', () => {
    for (const pw of ['Password@123', 'P@ssw0rd', 'pASSWORD@123', 'Welcome@2024', 'Qwerty@123', 'India@123', 'Admin@123']) {
      expect(firstPasswordError(pw), pw).toBe(BREACHED_PASSWORD_MESSAGE)
    }
    expect(passwordSchema.safeParse('Password@123').error?.issues[0]?.message).toBe(BREACHED_PASSWORD_MESSAGE)
  })

  it('reports the strength rules first, and lets uncommon passwords through', () => {
    expect(firstPasswordError('password')).toBe('Password must contain at least one uppercase letter')
    expect(firstPasswordError('Mango#Grove7')).toBeNull()
    expect(BREACHED_PASSWORD_COUNT).toBeGreaterThan(1000)
  })
})

describe('passwordSchema', () => {
  it('adds exactly one issue, the first failing rule', () => {
    const r = passwordSchema.safeParse('short')
    expect(r.success).toBe(false)
    expect(r.error?.issues).toHaveLength(1)
    expect(r.error?.issues[0]?.message).toBe('Password must be at least 8 characters long')
  })

  it("reports 'Password is required' for a missing or empty value", () => {
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Password is required')
    const empty = passwordSchema.safeParse('')
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Password is required'])
  })

  it('accepts a strong password unchanged', () => {
    expect(passwordSchema.parse('Mango#Grove7')).toBe('Mango#Grove7')
  })

  it('exposes a checklist for the UI', () => {
    const list = passwordChecklist('abc')
    expect(list.map((c) => c.ok)).toEqual([false, false, true, false, false])
  })
})
