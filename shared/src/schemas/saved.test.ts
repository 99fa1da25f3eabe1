import { describe, expect, it } from 'vitest'
import { savePropertySchema } from './saved'
import { agentFilterSchema, agentMessageSchema } from './agent'

describe('savePropertySchema', () => {
  it('accepts a numeric id from a form and an intent', () => {
    expect(savePropertySchema.parse({ propertyId: '42', intent: 'save' })).toMatchObject({ propertyId: 42, intent: 'save' })
  })
  it('refuses a missing or non-numeric id and an unknown intent', () => {
    expect(savePropertySchema.safeParse({ propertyId: '', intent: 'save' }).success).toBe(false)
    expect(savePropertySchema.safeParse({ propertyId: 'abc', intent: 'save' }).success).toBe(false)
    expect(savePropertySchema.safeParse({ propertyId: '4', intent: 'toggle' }).success).toBe(false)
  })
})

describe('agent schemas', () => {
  it('keeps known filters and ignores unknown ones', () => {
    expect(agentFilterSchema.parse({ city: ' Hyderabad ', specialization: 'Luxury', experience: '10+' })).toEqual({
      city: 'Hyderabad',
      specialization: 'Luxury',
      experience: '10+',
    })
    expect(agentFilterSchema.parse({ city: '', specialization: 'Astrology', experience: '99' })).toEqual({
      city: undefined,
      specialization: undefined,
      experience: undefined,
    })
  })
  it('needs a message and an agent', () => {
    const blank = agentMessageSchema.safeParse({ agent: '3', message: '   ' })
    expect(blank.success).toBe(false)
    expect(blank.error?.issues[0]?.message).toBe('Please write a message')
    expect(agentMessageSchema.safeParse({ agent: '', message: 'Hi' }).error?.issues[0]?.message).toBe('Please choose an agent')
    expect(agentMessageSchema.parse({ agent: '3', message: ' Hello ', topic: 'viewing' })).toEqual({
      agent: 3,
      message: 'Hello',
      topic: 'viewing',
    })
    expect(agentMessageSchema.parse({ agent: 3, message: 'Hi', topic: 'bogus' }).topic).toBe('contact')
  })
})
