import type { CollectionConfig } from 'payload'
import type { TextFieldSingleValidation } from 'payload'
import { MESSAGES, STATE_REGIONS } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { announceCollectionChange } from '../../db/changes'
import { isAdmin } from '../../access/isAdmin'
import { upperCase } from '../../fields/hooks/upperCase'
import { options } from '../../fields/options'
import { textMatching } from '../../fields/validators'

const validateStateCode: TextFieldSingleValidation = (value, args) => {
  if (typeof value === 'string' && value.length > 2) return MESSAGES.admin.states.codeTooLong
  const letters = textMatching(/^[A-Z]+$/, MESSAGES.admin.states.codeInvalid)(value, args)
  if (letters !== true) return letters
  return typeof value !== 'string' || value.length === 2 || MESSAGES.admin.states.codeLength
}

const locationsChanged = announceCollectionChange('locations')

/** Reference list of Indian states. Public read; admins manage. */
export const States: CollectionConfig = {
  slug: 'states',
  admin: { useAsTitle: 'name', group: 'Locations', defaultColumns: ['name', 'code', 'region', 'is_active'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // The search selects keep the active lists until they change (listActiveLocations).
  hooks: { afterChange: [locationsChanged.afterChange], afterDelete: [locationsChanged.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      maxLength: 2,
      hooks: { beforeValidate: [upperCase] },
      validate: validateStateCode,
    },
    { name: 'region', type: 'select', options: options(STATE_REGIONS), required: true },
    { name: 'is_active', type: 'checkbox', defaultValue: true, index: true },
  ],
  timestamps: true,
}
