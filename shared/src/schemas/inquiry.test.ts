import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { assignAgentSchema, followUpSchema, inquirySchema, inquiryStatusSchema } from './inquiry'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('inquirySchema', () => {
  it('requires property, name, email and message; type defaults to general', () => {
    expect(issues(inquirySchema.safeParse({}))).toEqual([
      ['property', 'Property is required'],
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ])
    const d = inquirySchema.parse({ property: '9', name: ' Anil ', email: 'Anil@X.in', message: 'Is it available?', phone: '' })
    expect(d).toEqual({ property: 9, name: 'Anil', email: 'anil@x.in', message: 'Is it available?', inquiry_type: 'general' })
  })

  it('checks the type and phone', () => {
    const base = { property: 1, name: 'A', email: 'a@b.co', message: 'm' }
    expect(inquirySchema.parse({ ...base, inquiry_type: 'purchase' }).inquiry_type).toBe('purchase')
    expect(inquirySchema.safeParse({ ...base, inquiry_type: 'complaint' }).success).toBe(false)
    expect(issues(inquirySchema.safeParse({ ...base, phone: 'abc' }))).toEqual([['phone', 'Please enter a valid phone number']])
  })
})

describe('followUpSchema', () => {
  it("prefixes 'Follow-up: ' and refuses empty text", () => {
    expect(followUpSchema.parse({ message: ' Any update? ' }).message).toBe('Follow-up: Any update?')
    expect(followUpSchema.parse({ message: 'Follow-up: again' }).message).toBe('Follow-up: again')
    expect(followUpSchema.safeParse({ message: '   ' }).success).toBe(false)
  })
})

describe('assignAgentSchema', () => {
  it('requires an agent and defaults the expiry to 24 hours', () => {
    expect(issues(assignAgentSchema.safeParse({}))).toEqual([['agent', 'Please select an agent']])
    expect(assignAgentSchema.parse({ agent: '4', notes: '' })).toEqual({ agent: 4, notes: null, expires_in_hours: 24 })
  })

  it('accepts only the expiry choices', () => {
    expect(assignAgentSchema.parse({ agent: 4, expires_in_hours: '48' }).expires_in_hours).toBe(48)
    expect(issues(assignAgentSchema.safeParse({ agent: 4, expires_in_hours: '6' }))).toEqual([
      ['expires_in_hours', 'Please choose an expiry of 4, 8, 12, 24 or 48 hours'],
    ])
  })

  it('validates inquiry status changes', () => {
    expect(inquiryStatusSchema.parse({ status: 'responded' }).status).toBe('responded')
    expect(inquiryStatusSchema.safeParse({ status: 'open' }).success).toBe(false)
  })
})
