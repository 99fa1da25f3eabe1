// `npm run db:restore -- <folder> [--force]`: a backup into an empty database, checked row by row (ADR 22).
import path from 'node:path'
import { parseArgs, runCommand } from './lib/cli.mjs'
import { printComparison } from './lib/compare.mjs'
import { databaseName, openDatabase } from './lib/database.mjs'
import { readManifest } from './lib/manifest.mjs'
import { restoreBackup } from './lib/restore-backup.mjs'
import { uploadDirs } from './lib/uploads.mjs'

runCommand(async () => {
  const { flags, path: named } = parseArgs(process.argv.slice(2), ['--force'])
  // Before any server starts: a wrong path is the commonest mistake.
  readManifest(named)
  const backupDir = path.resolve(named)
  const database = await openDatabase({ create: true })
  try {
    console.log(`restoring ${backupDir} into database "${databaseName(database.url)}"`)
    const { comparison, newer, filesLeftInBackup } = await restoreBackup({
      backupDir,
      databaseUrl: database.url,
      uploadDirs: uploadDirs(),
      force: flags.has('--force'),
      log: console.log,
    })
    const ok = printComparison(comparison)
    if (filesLeftInBackup) {
      console.log(`${filesLeftInBackup} uploaded files stay in the backup: this instance keeps media and documents in S3_BUCKET`)
    }
    if (newer.length)
      console.log(`${newer.length} newer migrations are not applied yet: npm start (or the deploy's migrate step) applies them`)
    return ok ? 0 : 1
  } finally {
    await database.release()
  }
})
