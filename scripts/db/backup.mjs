// `npm run db:backup [-- <folder>]`: the database and the uploads, as one folder (ADR 22).
import path from 'node:path'
import { parseArgs, runCommand } from './lib/cli.mjs'
import { backupName, createBackup } from './lib/create-backup.mjs'
import { dataDir, databaseName, openDatabase } from './lib/database.mjs'
import { uploadDirs } from './lib/uploads.mjs'

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0)

runCommand(async () => {
  const { path: named } = parseArgs(process.argv.slice(2), [])
  const target = path.resolve(named ?? path.join(process.env.BACKUP_DIR ?? path.join(dataDir(), 'backups'), backupName()))
  const started = Date.now()
  const database = await openDatabase()
  try {
    console.log(`backing up database "${databaseName(database.url)}" and its uploads`)
    const manifest = await createBackup({ databaseUrl: database.url, target, uploadDirs: uploadDirs() })
    const { tables, sequences, uploads } = manifest
    console.log(`PostgreSQL ${manifest.server.version}, ${manifest.migrations.length} migrations applied`)
    console.log(
      `${tables.length} tables (${sum(tables, 'rows')} rows), ${sequences.length} sequences, ${uploads.files.length} uploaded files (${megabytes(sum(uploads.files, 'bytes'))})`,
    )
    for (const { name, reason } of manifest.skipped) console.log(`left out: schema ${name}: ${reason}`)
    for (const { folder, reason } of uploads.skipped) console.log(`left out: ${folder} files: ${reason}`)
    const size = sum(tables, 'bytes') + sum(uploads.files, 'bytes')
    console.log(`backup written to ${target} (${megabytes(size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await database.release()
  }
})
