// Writes a backup: the public schema's rows as gzipped COPY files, its sequences, and the uploads.
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { to as copyTo } from 'pg-copy-streams'
import { UserError } from './cli.mjs'
import { connect } from './database.mjs'
import {
  appliedMigrations,
  copyOutSql,
  listSequences,
  listTables,
  otherSchemas,
  readSequence,
  serverVersion,
  tableChecksum,
} from './catalog.mjs'
import { FORMAT, FORMAT_VERSION, writeManifest } from './manifest.mjs'
import { BUCKET_REASON, UPLOAD_FOLDERS, copyHashed, hashing, inBucket, listFiles } from './uploads.mjs'

/** A backup's default name: its UTC time, sortable and safe in any file system. */
export const backupName = (date = new Date()) => `gruha-${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z`

/**
 * Backs up the database at `databaseUrl` and the files in `uploadDirs` into the new folder `target`.
 * It is written as `<target>.partial` and renamed when complete, so a folder named like a backup
 * is a whole one. The folder holds personal data: only its owner may read it.
 * @param {{ databaseUrl: string, target: string, uploadDirs: Record<string, string> }} options
 * @returns {Promise<import('./manifest.mjs').Manifest>}
 */
export async function createBackup({ databaseUrl, target, uploadDirs }) {
  if (fs.existsSync(target)) throw new UserError(`${target} already exists; name a new folder for the backup`)
  const partial = `${target}.partial`
  try {
    fs.rmSync(partial, { recursive: true, force: true })
    fs.mkdirSync(path.join(partial, 'tables'), { recursive: true, mode: 0o700 })
  } catch (error) {
    throw new UserError(`cannot write a backup to ${target}: ${error.code ?? error.message}`)
  }
  try {
    const database = await dumpDatabase(databaseUrl, partial)
    // After the snapshot: a file uploaded since is extra (harmless); one deleted since is missing,
    // as it would be after its row's deletion (a missing upload answers 404).
    const uploads = await copyUploads(uploadDirs, partial)
    /** @type {import('./manifest.mjs').Manifest} */
    const manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), ...database, uploads }
    writeManifest(partial, manifest)
    fs.renameSync(partial, target)
    return manifest
  } catch (error) {
    // A half backup is of no use and holds personal data.
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** Reads everything in one REPEATABLE READ, READ ONLY transaction: one consistent snapshot while the site keeps writing. */
async function dumpDatabase(databaseUrl, dir) {
  const client = await connect(databaseUrl, 'backup')
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const server = await serverVersion(client)
    const migrations = await appliedMigrations(client)
    const tables = []
    for (const table of await listTables(client)) {
      const file = `tables/${encodeURIComponent(table.name)}.copy.gz`
      const written = await copyOut(client, copyOutSql(table), path.join(dir, file))
      tables.push({ ...table, ...(await tableChecksum(client, table)), file, ...written })
    }
    const sequences = []
    for (const name of await listSequences(client)) sequences.push(await readSequence(client, name))
    const skipped = await otherSchemas(client)
    await client.query('COMMIT')
    return { server, migrations, tables, sequences, skipped }
  } finally {
    await client.end()
  }
}

async function copyOut(client, sql, file) {
  const { step, result } = hashing()
  await pipeline(client.query(copyTo(sql)), createGzip(), step, fs.createWriteStream(file, { mode: 0o600 }))
  return result()
}

async function copyUploads(uploadDirs, dir) {
  const files = []
  const skipped = []
  for (const { name: folder } of UPLOAD_FOLDERS) {
    if (inBucket(folder)) {
      skipped.push({ folder, reason: BUCKET_REASON })
      continue
    }
    for (const relative of await listFiles(uploadDirs[folder])) {
      try {
        const copied = await copyHashed(path.join(uploadDirs[folder], relative), path.join(dir, 'uploads', folder, relative))
        files.push({ folder, path: relative, ...copied })
      } catch (error) {
        // Deleted between listing and copying: it is gone from the site too.
        if (error.code !== 'ENOENT') throw error
      }
    }
  }
  return { files, skipped }
}
