import type { CollectionBeforeChangeHook } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { slugify } from '@gruha/shared'
import { requestDrizzle } from '../../../db/sql'
import type { Property } from '../../../payload-types'

type HistoryRow = NonNullable<Property['slug_history']>[number]

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `base` itself or `base-N`: the slugs one title can have. */
export const belongsToBase = (slug: string, base: string): boolean => new RegExp(`^${escapeRegex(base)}(-\\d+)?$`).test(slug)

/**
 * The first free slug for `base`: the base itself, then base-2, base-3… A slug of digits alone is
 * never given out, because /property/<digits> addresses a listing by id.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!/^\d+$/.test(base) && !taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Unique listing URLs (issue 23): the spec's slug rule, plus a numbered suffix when another listing
 * holds that slug now or held it before (its old slugs keep redirecting to it). A listing keeps its
 * slug while its title still slugs to the same base; a renamed listing records its old slug in
 * `slug_history`. A per-base advisory lock makes parallel creates take turns; the unique indexes are
 * the backstop.
 */
export const assignUniqueSlug: CollectionBeforeChangeHook<Property> = async ({ data, originalDoc, req }) => {
  const title = typeof data.title === 'string' ? data.title : originalDoc?.title
  if (typeof title !== 'string') return data
  const base = slugify(title)
  const current = originalDoc?.slug ?? null
  if (current && belongsToBase(current, base)) {
    data.slug = current
    return data
  }
  const self = originalDoc?.id ?? null
  const db = await requestDrizzle(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gruha:slug:${base}`}))`)
  const pattern = `^${escapeRegex(base)}(-[0-9]+)?$`
  const rows = await db.execute(sql`
    select slug from properties where slug ~ ${pattern} and (${self}::int is null or id <> ${self}::int)
    union
    select slug from properties_slug_history where slug ~ ${pattern} and (${self}::int is null or _parent_id <> ${self}::int)`)
  const taken = new Set((rows.rows as { slug: string }[]).map((r) => r.slug))
  const slug = firstFreeSlug(base, taken)
  data.slug = slug
  if (current && current !== slug) {
    const history: HistoryRow[] = (originalDoc?.slug_history ?? []).filter((row) => row.slug !== slug && row.slug !== current)
    data.slug_history = [...history.map(({ slug: s }) => ({ slug: s })), { slug: current }]
  }
  return data
}
