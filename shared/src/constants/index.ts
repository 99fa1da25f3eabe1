// Every option list, limit, label and message named in the specification, one module a domain, re-exported here.

/*
 * Sources: spec/000 public site, spec/001 signed-in areas, spec/002 admin back-office.
 *
 * Conventions:
 * - Option lists are `as const` arrays; the matching union type has the singular name
 *   (`ROLES` -> `Role`).
 * - Stored values are the spec's values verbatim; `*_LABELS` maps give the display text.
 * - User-facing copy lives in `MESSAGES` (word for word from the spec's error catalogues
 *   and validation rules). Entries marked "(not in spec)" are our own wording for cases the
 *   spec requires but does not word.
 *
 * Pure data only: no Node-only imports, safe in the browser. A module may import another
 * (limits.ts reads accounts.ts, messages.ts assembles the messages-*.ts modules; messages-frame.ts holds the groups /buy's frame shows, exported on their own) but never back.
 */
export * from './accounts'
export * from './properties'
export * from './management'
export * from './leads'
export * from './documents'
export * from './agents'
export * from './company'
export * from './locations'
export * from './prices'
export * from './limits'
export * from './labels'
export * from './messages'
export * from './messages-frame'
