// The drill's verdict: a database and upload folders compared with a backup's manifest.
import fs from 'node:fs'
import path from 'node:path'
import { tableChecksum } from './catalog.mjs'
import { sha256File } from './uploads.mjs'

/**
 * Recounts and re-checksums the manifest's tables, and hashes the given files of its uploads.
 * @param {import('pg').Client} client
 * @param {{ tables: import('./manifest.mjs').TableEntry[], files: import('./manifest.mjs').FileEntry[] }} expected
 * @param {Record<string, string>} uploadDirs
 */
export async function compareWithManifest(client, expected, uploadDirs) {
  const tables = []
  for (const table of expected.tables) {
    const found = await tableChecksum(client, table)
    tables.push({
      name: table.name,
      expectedRows: table.rows,
      rows: found.rows,
      ok: found.rows === table.rows && found.checksum === table.checksum,
    })
  }
  let identicalFiles = 0
  for (const entry of expected.files) {
    const file = path.join(uploadDirs[entry.folder], entry.path)
    if (fs.existsSync(file) && (await sha256File(file)) === entry.sha256) identicalFiles += 1
  }
  return { tables, files: expected.files.length, identicalFiles }
}

/** Prints the comparison as a table (names and counts only) and says whether it all matched. */
export function printComparison({ tables, files, identicalFiles }, log = console.log) {
  const width = Math.max(5, ...tables.map((t) => t.name.length))
  log(`${'table'.padEnd(width)}  ${'backup'.padStart(8)}  ${'restored'.padStart(8)}  checksum`)
  for (const t of tables) {
    log(`${t.name.padEnd(width)}  ${String(t.expectedRows).padStart(8)}  ${String(t.rows).padStart(8)}  ${t.ok ? 'ok' : 'MISMATCH'}`)
  }
  const badTables = tables.filter((t) => !t.ok).length
  const rows = tables.reduce((sum, t) => sum + t.rows, 0)
  log(`uploads: ${identicalFiles} of ${files} files identical`)
  const ok = badTables === 0 && identicalFiles === files
  if (ok) log(`restore verified: ${tables.length} tables, ${rows} rows and ${files} files match the backup`)
  else log(`restore does NOT match the backup: ${badTables} table(s) and ${files - identicalFiles} file(s) differ`)
  return ok
}
