import fs from 'node:fs/promises'
import path from 'node:path'
import type { PayloadRequest } from 'payload'
import { serverEnv } from '../../env'

// Payload's type has no union for "a Response, or nothing (then Payload serves the file)".
type UploadHandler = (req: PayloadRequest, args: { params: { filename: string } }) => Promise<Response>

const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * An upload collection's file route on local disk answers 404 for a file that is not there.
 * Payload's own local handler answers 500 "Something went wrong." (`/cms/api/media/file/<missing>.png`
 * was a 500). With S3 the storage plugin's handler, which runs after this one, serves the files.
 */
export function missingFileIs404(staticDir: () => string): UploadHandler {
  const check = async (filename: string): Promise<Response | undefined> => {
    if (serverEnv().S3_BUCKET) return
    // No stored file has a NUL in its name (and fs refuses such a path with a TypeError).
    if (filename.includes('\0')) return notFound()
    const dir = path.resolve(staticDir())
    const file = path.resolve(dir, filename)
    // Payload refuses paths outside the folder itself (400); only a plain miss is answered here.
    if (!file.startsWith(dir + path.sep)) return
    try {
      if ((await fs.stat(file)).isFile()) return
    } catch (error) {
      // A name too long for the disk cannot be a stored file either.
      if (!NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
    return notFound()
  }
  return (_req, { params }) => check(params.filename) as Promise<Response>
}
