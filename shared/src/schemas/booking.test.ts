import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  adminBookingCreateSchema,
  adminBookingUpdateSchema,
  bookingStatusSchema,
  createTourBookingSchema,
  viewingStatusSchema,
} from './booking'
import { addDaysISO } from '../dates'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

const today = new Date(2025, 2, 10)
const tour = createTourBookingSchema({ today: () => today })
const tomorrow = addDaysISO(today, 1)

describe('tour booking', () => {
  it('accepts a date in the next 60 days and an hourly slot', () => {
    expect(tour.parse({ property: '5', booking_date: tomorrow, booking_time: '9:00', notes: '' })).toEqual({
      property: 5,
      booking_date: tomorrow,
      booking_time: '09:00',
    })
  })

  it("needs both date and time ('Please select both date and time')", () => {
    expect(issues(tour.safeParse({ property: 5, booking_date: tomorrow }))).toEqual([['', 'Please select both date and time']])
    expect(issues(tour.safeParse({ property: 5 }))).toEqual([['', 'Please select both date and time']])
  })

  it('rejects dates outside the window and times outside the slots', () => {
    expect(issues(tour.safeParse({ property: 5, booking_date: addDaysISO(today, 0), booking_time: '10:00' }))).toEqual([
      ['booking_date', 'Please select a date within the next 60 days'],
    ])
    expect(issues(tour.safeParse({ property: 5, booking_date: addDaysISO(today, 61), booking_time: '18:00' }))).toEqual([
      ['booking_date', 'Please select a date within the next 60 days'],
      ['booking_time', 'Please select a time between 09:00 and 17:00'],
    ])
  })

  it('requires the property and checks contact fields when given', () => {
    expect(issues(tour.safeParse({ booking_date: tomorrow, booking_time: '10:00', email: 'nope' }))).toEqual([
      ['email', 'Please enter a valid email address'],
      ['property', 'Property is required'],
    ])
  })
})

describe('admin bookings', () => {
  const booking = { property: 3, user: '8', booking_date: '2025-04-01', booking_time: '10:00:00' }

  it("requires property, customer, date and time on add ('Please fill in all required fields')", () => {
    expect(issues(adminBookingCreateSchema.safeParse({ property: 3, booking_date: '2025-04-01' }))).toEqual([
      ['', 'Please fill in all required fields'],
    ])
    const d = adminBookingCreateSchema.parse({ ...booking, agent: '' })
    expect(d).toMatchObject({ property: 3, user: 8, agent: null, booking_time: '10:00', status: 'pending' })
  })

  it('uses the edit messages', () => {
    expect(issues(adminBookingUpdateSchema.safeParse({ property: 3, status: 'confirmed' }))).toEqual([
      ['', 'Please fill in booking date and time'],
      ['user', 'Please select a customer'],
    ])
    expect(issues(adminBookingUpdateSchema.safeParse({ ...booking, property: '' }))).toEqual([['property', 'Please select a property']])
    expect(issues(adminBookingUpdateSchema.safeParse({ ...booking, booking_date: '01/04/2025' }))).toEqual([
      ['booking_date', 'Please enter a valid date'],
    ])
  })

  it('accepts populated relation objects from the console', () => {
    expect(adminBookingUpdateSchema.parse({ ...booking, property: { id: 3, title: 'X' } }).property).toBe(3)
  })

  it('validates status changes', () => {
    expect(bookingStatusSchema.parse({ status: 'cancelled', agent_notes: 'Cancelled by user' }).status).toBe('cancelled')
    expect(bookingStatusSchema.safeParse({ status: 'done' }).success).toBe(false)
    expect(viewingStatusSchema.parse({ status: 'no_show' }).status).toBe('no_show')
    expect(issues(viewingStatusSchema.safeParse({ status: 'late' }))).toEqual([['status', 'Please select a valid viewing status']])
  })
})
