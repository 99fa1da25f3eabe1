// The uploaded files: where they live (mirrors cms/src/paths.ts and cms/src/storage.ts), copied with their checksums.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Transform } from 'node:stream'
import { dataDir } from './database.mjs'

/** Upload folders; `inBucket` ones move to S3 when S3_BUCKET is set (listing-files stay on disk). */
export const UPLOAD_FOLDERS = [
  { name: 'media', env: 'MEDIA_DIR', inBucket: true },
  { name: 'documents', env: 'DOCUMENTS_DIR', inBucket: true },
  { name: 'listing-files', env: 'LISTING_FILES_DIR', inBucket: false },
]

export const BUCKET_REASON = 'kept in object storage (S3_BUCKET), which the bucket’s versioning and replication back up'

/** Each upload folder's path on this machine, as the app finds it. */
export function uploadDirs(base = dataDir()) {
  return Object.fromEntries(UPLOAD_FOLDERS.map(({ name, env }) => [name, process.env[env] ?? path.join(base, name)]))
}

/** Whether this instance keeps `folder` in the bucket. */
export const inBucket = (folder) => Boolean(process.env.S3_BUCKET) && UPLOAD_FOLDERS.find((f) => f.name === folder)?.inBucket

/** Every file below `dir`, as paths relative to it with forward slashes; nothing when it is missing. */
export async function listFiles(dir) {
  if (!fs.existsSync(dir)) return []
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort()
}

/** A stream step that feeds a SHA-256 and counts bytes on their way through. */
export function hashing() {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  const step = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { step, result: () => ({ sha256: hash.digest('hex'), bytes }) }
}

/** Copies a file (through a temporary name, so a reader never sees half of it) and hashes what it copied. */
export async function copyHashed(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 })
  const temporary = `${to}.partial-${process.pid}`
  const { step, result } = hashing()
  try {
    await pipeline(fs.createReadStream(from), step, fs.createWriteStream(temporary, { mode: 0o600 }))
  } catch (error) {
    fs.rmSync(temporary, { force: true })
    throw error
  }
  fs.renameSync(temporary, to)
  return result()
}

export async function sha256File(file) {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** A manifest's relative path, refused when it would leave its folder (a tampered manifest). */
export function insideFolder(dir, relative) {
  const resolved = path.resolve(dir, relative)
  return resolved.startsWith(path.resolve(dir) + path.sep) ? resolved : undefined
}
