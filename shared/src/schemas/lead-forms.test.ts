import { describe, expect, it } from 'vitest'
import {
  LEAD_MESSAGE_MAX,
  assignmentAnswerFormSchema,
  bookingCancelFormSchema,
  bookingMoveFormSchema,
  enquiryAnswerFormSchema,
  followUpFormSchema,
} from './lead-forms'
import { MESSAGES } from '../constants'

describe('the lead pages’ form schemas', () => {
  it('read the card’s id as a whole number above 0, as posted', () => {
    expect(bookingCancelFormSchema.parse({ intent: 'cancel', id: '12' })).toEqual({ intent: 'cancel', id: 12 })
    for (const id of ['', '0', '-1', '1.5', 'x'])
      expect(bookingCancelFormSchema.safeParse({ intent: 'cancel', id }).success, id).toBe(false)
  })

  it('refuse an empty or too long follow-up with its field’s message, and trim the one sent', () => {
    const blank = followUpFormSchema.safeParse({ intent: 'follow-up', id: '3', message: '   ' })
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['message', MESSAGES.inquiry.messageRequired]])
    const long = 'x'.repeat(LEAD_MESSAGE_MAX.followUp + 1)
    expect(followUpFormSchema.safeParse({ intent: 'follow-up', id: '3', message: long }).success).toBe(false)
    expect(followUpFormSchema.parse({ intent: 'follow-up', id: '3', message: ' Still free? ' }).message).toBe('Still free?')
  })

  it('take the owner’s reply or close, and leave a blank reply to the service', () => {
    expect(enquiryAnswerFormSchema.parse({ intent: 'close', id: '4' })).toEqual({ intent: 'close', id: 4 })
    expect(enquiryAnswerFormSchema.parse({ intent: 'reply', id: '4', reply: ' ' })).toEqual({ intent: 'reply', id: 4, reply: ' ' })
    expect(enquiryAnswerFormSchema.safeParse({ intent: 'delete', id: '4' }).success).toBe(false)
    expect(enquiryAnswerFormSchema.safeParse({ intent: 'reply', id: '4', reply: 'x'.repeat(LEAD_MESSAGE_MAX.reply + 1) }).success).toBe(
      false,
    )
  })

  it('take only the owner’s moves and the agent’s two answers', () => {
    expect(bookingMoveFormSchema.parse({ id: '2', status: 'completed' })).toEqual({ id: 2, status: 'completed' })
    for (const status of ['pending', 'constructor', ''])
      expect(bookingMoveFormSchema.safeParse({ id: '2', status }).success, status).toBe(false)
    expect(assignmentAnswerFormSchema.parse({ id: '7', response: 'decline' })).toEqual({ id: 7, response: 'declined' })
    expect(assignmentAnswerFormSchema.safeParse({ id: '7', response: 'accepted' }).success).toBe(false)
  })
})
