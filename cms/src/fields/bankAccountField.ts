import type { TextField } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { BANK_ACCOUNT_PATTERN } from '@gruha/shared/schemas/fields'
import { textMatching } from './validators'
import { keepStoredWhenMasked, maskAccountNumber } from './hooks/maskAccountNumber'

/** A bank account number: stored whole, read back as '••••' + last 4 by everyone. */
export const bankAccountField = (name: string, overrides: Partial<Omit<TextField, 'type'>> = {}): TextField =>
  ({
    name,
    type: 'text',
    validate: textMatching(BANK_ACCOUNT_PATTERN, MESSAGES.bank.accountNumberInvalid, (v) => v.replace(/\s+/g, '')),
    ...overrides,
    hooks: {
      beforeChange: [keepStoredWhenMasked],
      afterRead: [maskAccountNumber],
    },
  }) as TextField
