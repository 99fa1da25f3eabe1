// Restores a backup into an empty database: schema from the committed migrations, then the rows, sequences and uploads.
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { from as copyFrom } from 'pg-copy-streams'
import { UserError } from './cli.mjs'
import { connect, databaseName, repoRoot } from './database.mjs'
import { copyInSql, listSequences, listTables, publicSchemaIsEmpty, quote, setSequence, truncateSql } from './catalog.mjs'
import { compareWithManifest } from './compare.mjs'
import { backupPath, readManifest, uploadInBackup, verifyBackupFiles } from './manifest.mjs'
import { migrateTo, migrationsToReplay } from './migrations.mjs'
import { copyHashed, inBucket, insideFolder, sha256File } from './uploads.mjs'

/**
 * Restores the backup in `backupDir` into the database at `databaseUrl` and its uploads into
 * `uploadDirs`, then compares both with the manifest. Everything a user can get wrong is checked
 * before the target is touched. `force` empties a non-empty target and overwrites differing files.
 * @param {{ backupDir: string, databaseUrl: string, uploadDirs: Record<string, string>, force?: boolean, log?: (line: string) => void }} options
 */
export async function restoreBackup({ backupDir, databaseUrl, uploadDirs, force = false, log = () => {} }) {
  const manifest = readManifest(backupDir)
  const { newer } = migrationsToReplay(repoRoot, manifest.migrations)
  await verifyBackupFiles(backupDir, manifest)
  const files = manifest.uploads.files.filter((entry) => !inBucket(entry.folder))
  const client = await connect(databaseUrl, 'restore')
  try {
    const empty = await publicSchemaIsEmpty(client)
    if (!empty && !force) {
      throw new UserError(
        `database "${databaseName(databaseUrl)}" is not empty: restore into an empty database, or add --force to drop its public schema first`,
      )
    }
    const differing = await differingFiles(files, uploadDirs)
    if (differing && !force)
      throw new UserError(`${differing} uploaded file(s) on disk differ from the backup's: add --force to overwrite them`)

    if (!empty) await recreatePublicSchema(client)
    const started = Date.now()
    await migrateTo(repoRoot, databaseUrl, manifest.migrations)
    log(`schema built by ${manifest.migrations.length} migrations in ${seconds(started)}`)
    await loadRows(client, backupDir, manifest)
    await client.query('ANALYZE')
    log(`${manifest.tables.length} tables and ${manifest.sequences.length} sequences loaded`)
    for (const entry of files) await copyHashed(uploadInBackup(backupDir, entry), destination(uploadDirs, entry))
    const comparison = await compareWithManifest(client, { tables: manifest.tables, files }, uploadDirs)
    return { manifest, comparison, newer, filesLeftInBackup: manifest.uploads.files.length - files.length }
  } finally {
    await client.end()
  }
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

function destination(uploadDirs, { folder, path: relative }) {
  const resolved = insideFolder(uploadDirs[folder], relative)
  if (!resolved) throw new UserError('the manifest names an upload outside its folder: the backup is damaged')
  return resolved
}

/** How many of the backup's files exist on disk with other content (a restore would overwrite them). */
async function differingFiles(files, uploadDirs) {
  let count = 0
  for (const entry of files) {
    const file = destination(uploadDirs, entry)
    if (fs.existsSync(file) && (await sha256File(file)) !== entry.sha256) count += 1
  }
  return count
}

/** --force: an empty public schema with its old owner (extensions and types in it go too; the migrations make them again). */
async function recreatePublicSchema(client) {
  const { rows } = await client.query(`SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'`)
  await client.query(
    `DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION ${rows[0].owner}; GRANT USAGE ON SCHEMA public TO PUBLIC`,
  )
}

/**
 * Loads every table in one transaction, as the replication role: foreign keys and triggers do not
 * fire, so tables load in any order and trigger-kept columns keep their backed-up values.
 * @param {import('pg').Client} client
 * @param {import('./manifest.mjs').Manifest} manifest
 */
async function loadRows(client, dir, manifest) {
  const present = new Map((await listTables(client)).map((table) => [table.name, table.columns]))
  checkSchemaHolds(manifest, present, new Set(await listSequences(client)))
  await client.query('BEGIN')
  try {
    await setReplicationRole(client)
    // Rows the migrations wrote (payload_migrations' own) give way to the backup's.
    await client.query(truncateSql([...present.keys()]))
    for (const table of manifest.tables) {
      await pipeline(fs.createReadStream(backupPath(dir, table.file)), createGunzip(), client.query(copyFrom(copyInSql(table))))
    }
    for (const sequence of manifest.sequences) await setSequence(client, sequence)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}

function checkSchemaHolds(manifest, presentTables, presentSequences) {
  for (const table of manifest.tables) {
    const columns = presentTables.get(table.name)
    const missing = columns ? table.columns.filter((column) => !columns.includes(column)) : []
    if (!columns || missing.length) {
      throw new UserError(
        `the migrations do not make ${columns ? `column ${quote(missing[0])} of ` : ''}table ${quote(table.name)}, which the backup holds (was its schema pushed instead of migrated?)`,
      )
    }
  }
  const sequence = manifest.sequences.find(({ name }) => !presentSequences.has(name))
  if (sequence) throw new UserError(`the migrations do not make sequence ${quote(sequence.name)}, which the backup holds`)
}

async function setReplicationRole(client) {
  try {
    await client.query('SET LOCAL session_replication_role = replica')
  } catch (error) {
    if (error.code !== '42501') throw error
    throw new UserError(
      'restoring needs a role that may set session_replication_role: a superuser, or GRANT SET ON PARAMETER session_replication_role TO <role> (PostgreSQL 15+)',
    )
  }
}
