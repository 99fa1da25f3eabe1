import type { TextField } from 'payload'
import { noOneField } from '../access/noOneField'

/** `GRU-U-000123` / `GRU-P-000123`: set once by the `assignCustomId` hook, never written by callers. */
export const customIdField: TextField = {
  name: 'custom_id',
  type: 'text',
  unique: true,
  index: true,
  access: { create: noOneField, update: noOneField },
  admin: { readOnly: true, position: 'sidebar', description: 'Set automatically on create.' },
}
