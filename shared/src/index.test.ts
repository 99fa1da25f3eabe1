import { describe, expect, it } from 'vitest'
import * as shared from './index'
import * as schemas from './schemas/index'

describe('package entry points', () => {
  it('re-exports the modules', () => {
    for (const name of [
      'ROLES',
      'MESSAGES',
      'LABELS',
      'CITIES',
      'formatINR',
      'formatCompactINR',
      'slugify',
      'propertyPath',
      'mapSignInError',
      'tourDateOptions',
      'effectiveAssignmentStatus',
      'normalizeFurnishingStatus',
      'passwordSchema',
      'firstPasswordError',
      'signupSchema',
      'loginSchema',
      'adminLoginSchema',
      'adminUserCreateSchema',
      'stateSchema',
      'citySchema',
      'propertySearchSchema',
      'propertyInputSchema',
    ]) {
      expect(shared, name).toHaveProperty(name)
    }
  })

  it('exposes the schemas barrel with the same objects', () => {
    expect(schemas.signupSchema).toBe(shared.signupSchema)
    expect(schemas.propertyInputSchema).toBe(shared.propertyInputSchema)
  })
})
