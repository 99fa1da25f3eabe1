import { describe, expect, it } from 'vitest'
import { approvalSchema, documentRejectionSchema, rejectionSchema } from './approval'

describe('approvals', () => {
  it('requires a non-blank rejection reason', () => {
    const r = rejectionSchema.safeParse({ reason: '   ' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('Please provide a reason for rejection')
    expect(rejectionSchema.safeParse({}).error?.issues[0]?.message).toBe('Please provide a reason for rejection')
    expect(rejectionSchema.parse({ reason: ' Blurry ID ' }).reason).toBe('Blurry ID')
  })

  it('treats a blank licence number as "generate one"', () => {
    expect(approvalSchema.parse({ license_number: '', admin_notes: 'ok' })).toEqual({ license_number: null, admin_notes: 'ok' })
    expect(approvalSchema.parse({ license_number: 'H&O007' }).license_number).toBe('H&O007')
  })

  it('defaults the document rejection reason', () => {
    expect(documentRejectionSchema.parse({}).reason).toBe('Document does not meet requirements')
    expect(documentRejectionSchema.parse({ reason: 'Expired' }).reason).toBe('Expired')
  })
})
