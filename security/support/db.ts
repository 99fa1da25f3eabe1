import pg from 'pg'
import { databaseUrl } from './env'

/** One query against the e2e database (a fresh connection each time: checks are few and short). */
export async function query<Row extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl(), application_name: 'gruha-security-check' })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** Row counts of tables, to prove a request wrote nothing. */
export async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM "${table.replace(/"/g, '')}"`)
    out[table] = Number(row.n)
  }
  return out
}
