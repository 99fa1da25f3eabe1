import type { TextField } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { IFSC_PATTERN } from '@gruha/shared/schemas/fields'
import { upperCase } from './hooks/upperCase'
import { textMatching } from './validators'

/** Indian Financial System Code, forced to upper case (spec: 'IFSC forced to uppercase'). */
export const ifscField = (overrides: Partial<Omit<TextField, 'type'>> = {}): TextField =>
  ({
    name: 'ifsc_code',
    type: 'text',
    maxLength: 11,
    validate: textMatching(IFSC_PATTERN, MESSAGES.bank.ifscInvalid, (v) => v.toUpperCase()),
    ...overrides,
    hooks: { beforeValidate: [upperCase] },
  }) as TextField
