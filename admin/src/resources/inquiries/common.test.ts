import { describe, expect, it } from 'vitest'
import { inquiryCsvColumns } from './inquiryCsv'
import { inquiryTypeText } from './common'

describe('console inquiries: follow-ups', () => {
  it('names the enquiry a follow-up belongs to, in the list and the CSV', () => {
    expect(inquiryTypeText({ inquiry_type: 'purchase', follow_up_of: 12 })).toBe('Follow-up of #12')
    expect(inquiryTypeText({ inquiry_type: 'purchase', follow_up_of: null })).toBe('Purchase')
    const type = inquiryCsvColumns.find((c) => c.label === 'Type')!
    expect(type.value({ id: 13, status: 'new', inquiry_type: 'purchase', follow_up_of: 12 })).toBe('Follow-up of #12')
  })
})
