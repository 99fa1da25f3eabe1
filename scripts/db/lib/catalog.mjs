// What a backup covers, read from PostgreSQL's catalog: the public schema's tables and sequences.

/** A quoted identifier. */
export const quote = (name) => `"${name.replaceAll('"', '""')}"`
const qualified = (name) => `public.${quote(name)}`

/** Schemas other than public that Gruha writes, and why a backup leaves them out. */
export const EPHEMERAL_SCHEMAS = {
  rate_limit: 'rate-limit counters (ADR 13) expire within minutes, and the limiter recreates its table',
}

export async function serverVersion(client) {
  const { rows } = await client.query(
    `SELECT current_setting('server_version') AS version, current_setting('server_version_num')::int AS num`,
  )
  return rows[0]
}

/**
 * The public schema's tables with the columns a COPY carries (generated columns are computed
 * again on load), in physical order.
 * @returns {Promise<{ name: string, columns: string[] }[]>}
 */
export async function listTables(client) {
  const { rows } = await client.query(`
    SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname`)
  return rows
}

export async function listSequences(client) {
  const { rows } = await client.query(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`)
  return rows.map((row) => row.name)
}

/** Whether the public schema holds anything at all (a restore's target must be empty). */
export async function publicSchemaIsEmpty(client) {
  const { rows } = await client.query(`
    SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') LIMIT 1`)
  return rows.length === 0
}

/** Schemas besides public and the system's, each with the reason it is left out. */
export async function otherSchemas(client) {
  const { rows } = await client.query(`
    SELECT nspname AS name FROM pg_namespace
    WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%' ORDER BY nspname`)
  return rows.map(({ name }) => ({ name, reason: EPHEMERAL_SCHEMAS[name] ?? 'not part of Gruha’s schema' }))
}

/**
 * A sequence's state. Sequences are not transactional: inside the backup's snapshot this reads
 * their current value, never less than the snapshot's rows used, so restored ids never collide.
 */
export async function readSequence(client, name) {
  const { rows } = await client.query(`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(name)}`)
  return { name, ...rows[0] }
}

export async function setSequence(client, { name, lastValue, isCalled }) {
  await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [qualified(name), lastValue, isCalled])
}

/**
 * The names of the Payload migrations applied, in the order they ran ("dev" marks a pushed schema,
 * which no migration describes, and is left out).
 */
export async function appliedMigrations(client) {
  const { rows: exists } = await client.query(`SELECT to_regclass('public.payload_migrations') IS NOT NULL AS yes`)
  if (!exists[0].yes) return []
  const { rows } = await client.query(`SELECT name FROM public.payload_migrations WHERE name <> 'dev' ORDER BY id`)
  return rows.map((row) => row.name)
}

/**
 * Row count and checksum of a table over the given columns: the md5 of its rows' md5s in sorted
 * order, so it needs no primary key, does not depend on collation or physical column order, and
 * aggregates 32 characters a row rather than the whole table's text.
 * @returns {Promise<{ rows: number, checksum: string }>}
 */
export async function tableChecksum(client, { name, columns }) {
  const row = `ROW(${columns.map(quote).join(', ')})::text`
  const { rows } = await client.query(`
    SELECT count(*) AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
    FROM (SELECT md5(${row}) AS h FROM ${qualified(name)}) AS hashed`)
  return { rows: Number(rows[0].rows), checksum: rows[0].checksum }
}

export const copyOutSql = ({ name, columns }) => `COPY ${qualified(name)} (${columns.map(quote).join(', ')}) TO STDOUT`
export const copyInSql = ({ name, columns }) => `COPY ${qualified(name)} (${columns.map(quote).join(', ')}) FROM STDIN`
export const truncateSql = (names) => `TRUNCATE ${names.map(qualified).join(', ')}`
