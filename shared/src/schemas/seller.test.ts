import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { sellerApplicationSchema } from './seller'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

const application = {
  business_name: 'Sri Sai Developers',
  business_type: 'Partnership',
  experience_years: '6',
  pan_number: 'abcde1234f',
  address: 'MG Road',
  pincode: '520001',
  bank_account: '1234 5678 9012',
  ifsc_code: 'hdfc0001234',
  state: 'Andhra Pradesh',
  district: 'Krishna',
  mandal: 'Vijayawada Urban',
  gst_number: '',
}

describe('sellerApplicationSchema', () => {
  it('normalises a complete application', () => {
    expect(sellerApplicationSchema.parse(application)).toEqual({
      ...application,
      business_type: 'partnership',
      experience_years: 6,
      pan_number: 'ABCDE1234F',
      bank_account: '123456789012',
      ifsc_code: 'HDFC0001234',
      gst_number: undefined,
    })
  })

  it('lists every missing required field', () => {
    expect(issues(sellerApplicationSchema.safeParse({})).map(([p]) => p)).toEqual([
      'business_name',
      'business_type',
      'experience_years',
      'pan_number',
      'address',
      'pincode',
      'bank_account',
      'ifsc_code',
      'state',
      'district',
      'mandal',
    ])
  })

  it('checks PAN, pincode, IFSC and GST formats', () => {
    expect(
      issues(
        sellerApplicationSchema.safeParse({
          ...application,
          pan_number: 'ABC123',
          pincode: '52001',
          ifsc_code: 'HDFC1234',
          gst_number: '22AAAAA0000A1Z5X',
        }),
      ),
    ).toEqual([
      ['pan_number', 'Please enter a valid PAN number'],
      ['pincode', 'Please enter a valid 6-digit pincode'],
      ['ifsc_code', 'Please enter a valid IFSC code'],
      ['gst_number', 'Please enter a valid GST number'],
    ])
    expect(sellerApplicationSchema.parse({ ...application, gst_number: '22aaaaa0000a1z5' }).gst_number).toBe('22AAAAA0000A1Z5')
  })

  it('only accepts the four seller business types', () => {
    expect(issues(sellerApplicationSchema.safeParse({ ...application, business_type: 'trust' }))).toEqual([
      ['business_type', 'Business type is required'],
    ])
  })
})
