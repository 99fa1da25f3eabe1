import type { OptionObject } from 'payload'
import { humanize } from '@gruha/shared'

/**
 * Select options from an `@gruha/shared` list (`as const` array of stored values) and, when
 * there is one, its `*_LABELS` map. Stored values stay verbatim; labels are for the admin UI.
 */
export const options = (values: readonly string[], labels?: Readonly<Record<string, string>>): OptionObject[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? (/^[a-z0-9_]+$/.test(value) ? humanize(value) : value) }))

/** Local option lists the spec needs but `@gruha/shared` does not define. */
export const NRI_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const
export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export const APPROVAL_ORIGINS = ['admin', 'user'] as const
