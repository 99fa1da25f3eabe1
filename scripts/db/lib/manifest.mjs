// manifest.json: what a backup holds and the checksums a restore must reproduce.
import fs from 'node:fs'
import path from 'node:path'
import { UserError } from './cli.mjs'
import { insideFolder, sha256File } from './uploads.mjs'

export const FORMAT = 'gruha-backup'
export const FORMAT_VERSION = 1
const MANIFEST = 'manifest.json'

/**
 * @typedef {{ name: string, columns: string[], rows: number, checksum: string, file: string, sha256: string, bytes: number }} TableEntry
 * @typedef {{ folder: string, path: string, sha256: string, bytes: number }} FileEntry
 * @typedef {{
 *   format: string, version: number, createdAt: string,
 *   server: { version: string, num: number },
 *   migrations: string[],
 *   tables: TableEntry[],
 *   sequences: { name: string, lastValue: string, isCalled: boolean }[],
 *   skipped: { name: string, reason: string }[],
 *   uploads: { files: FileEntry[], skipped: { folder: string, reason: string }[] },
 * }} Manifest
 */

/** @param {Manifest} manifest */
export function writeManifest(dir, manifest) {
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
}

/** @returns {Manifest} */
export function readManifest(dir) {
  if (!dir) throw new UserError('name the backup to restore: npm run db:restore -- <backup folder> [--force]')
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new UserError(`${dir} is not a backup: it has no ${MANIFEST}`)
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new UserError(`${file} is not valid JSON: the backup is damaged`)
  }
  if (manifest?.format !== FORMAT) throw new UserError(`${file} is not a Gruha backup manifest`)
  if (manifest.version !== FORMAT_VERSION) {
    throw new UserError(`backup format ${manifest.version} is not one this code reads (it reads ${FORMAT_VERSION})`)
  }
  return manifest
}

/** The path of a backup's file named in its manifest, refusing paths that leave the backup. */
export function backupPath(dir, relative) {
  const resolved = insideFolder(dir, relative)
  if (!resolved) throw new UserError(`the manifest names a file outside the backup: the backup is damaged`)
  return resolved
}

export const uploadInBackup = (dir, { folder, path: relative }) => backupPath(dir, `uploads/${folder}/${relative}`)

/**
 * Checks every file of the backup against the SHA-256 its manifest recorded, before anything is
 * restored. Upload file names may be personal (an ID proof's name), so only table files are named.
 * @param {Manifest} manifest
 */
export async function verifyBackupFiles(dir, manifest) {
  const damaged = []
  for (const table of manifest.tables) {
    if (!(await matches(backupPath(dir, table.file), table.sha256))) damaged.push(table.file)
  }
  let damagedUploads = 0
  for (const entry of manifest.uploads.files) {
    if (!(await matches(uploadInBackup(dir, entry), entry.sha256))) damagedUploads += 1
  }
  if (damagedUploads) damaged.push(`${damagedUploads} uploaded file${damagedUploads === 1 ? '' : 's'}`)
  if (damaged.length) throw new UserError(`the backup is damaged; these do not match its manifest's checksums: ${damaged.join(', ')}`)
}

async function matches(file, sha256) {
  return fs.existsSync(file) && (await sha256File(file)) === sha256
}
