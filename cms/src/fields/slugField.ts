import type { TextField } from 'payload'

/** URL slug; filled from the title by the collection's `populateSlug` hook when left empty. */
export const slugField = (overrides: Partial<Omit<TextField, 'type'>> = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    index: true,
    admin: { position: 'sidebar', description: 'Built from the title when left empty.' },
    ...overrides,
  }) as TextField
