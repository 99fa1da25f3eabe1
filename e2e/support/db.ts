import pg from 'pg'
import { databaseUrl } from './env'

/** A statement that only reads (nothing for the servers' caches to drop). */
const readsOnly = (text: string) => /^\s*(select|with\s[\s\S]*\)\s*select)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text)

/**
 * One query against the run's database (a fresh connection each time: checks are few and short).
 * A write announces itself as the app's own writes do (ADR 17), so the servers drop what they keep
 * (site settings, public pages) instead of showing a test the page from before its change.
 */
export async function sql<Row extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl(), application_name: 'gruha-e2e' })
  await client.connect()
  try {
    const { rows } = await client.query<Row>(text, params)
    if (!readsOnly(text)) await client.query(`SELECT pg_notify('gruha_changes', '*')`)
    return rows
  } finally {
    await client.end()
  }
}

/** The same as `sql` (the name the security checks grew up with). */
export const query = sql

/** Row counts of tables, to prove a request wrote nothing. */
export async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await sql<{ n: string }>(`SELECT count(*)::text AS n FROM "${table.replace(/"/g, '')}"`)
    out[table] = Number(row.n)
  }
  return out
}

/** A live listing anyone can open, and its page path. */
export async function liveProperty(): Promise<{ id: number; path: string }> {
  const [row] = await sql<{ id: number; slug: string | null }>(
    "SELECT id, slug FROM properties WHERE status = 'active' ORDER BY id LIMIT 1",
  )
  if (!row) throw new Error('no live listing in the seed')
  return { id: row.id, path: `/property/${encodeURIComponent(row.slug ?? String(row.id))}` }
}

/** How many listings carry this title. */
export const propertiesTitled = async (title: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from properties where title = $1', [title]))[0].n)
