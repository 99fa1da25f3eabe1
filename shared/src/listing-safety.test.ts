import { describe, expect, it } from 'vitest'
import { fieldsWithContactDetails, hasContactDetails } from './listing-safety'

describe('hasContactDetails', () => {
  it.each([
    'Call 9876543210 today',
    'call +91 98765 43210',
    '+91-98765-43210',
    '098765 43210',
    '98.765.432.10',
    '9 8 7 6 5 4 3 2 1 0',
    '(040) 2345 6789 landline 04023456789',
    'Landline (040) 2345 6789 / 04023456789',
    'nine eight seven six five four three two one zero',
    'మొబైల్ ౯౮౭౬౫౪౩౨౧౦',
    'फ़ोन ९८७६५४३२१०',
    'owner@example.com',
    'write to owner at gmail dot com',
    'ravi.k [at] yahoo [dot] co [dot] in',
  ])('finds contact details in %j', (text) => {
    expect(hasContactDetails(text)).toBe(true)
  })

  it.each([
    '3 BHK, 1,850 sq ft, ₹1,20,00,000 near Hitech City',
    'Built in 2019, 2 covered parking, 24x7 security, PIN 500081',
    'Price 45000000 negotiable; 1200 sqyd; plot no 123/45',
    'Someone, anyone: one bedroom with two balconies',
    'Rent 25000 per month, deposit 50000',
    '',
  ])('passes ordinary listing text %j', (text) => {
    expect(hasContactDetails(text)).toBe(false)
  })

  it('names the fields that hold them', () => {
    expect(
      fieldsWithContactDetails({
        title: 'Villa',
        description: 'Call 98765 43210',
        sections: [{ title: 'Contact', content: 'mail me: a@b.in' }],
      }),
    ).toEqual(['description', 'sections'])
  })
})
