import { createLocalReq, type Endpoint, type Payload, type PayloadHandler } from 'payload'
import { AppError } from '../../errors/app-error'
import type { SessionUser } from '../../domain/auth/session-user'

/** A private document's bytes and what the file store says of them. */
export type PrivateDocumentFile = {
  /** The stored file's name, and the name it was given (which the download is named after when it has an extension). */
  filename: string
  name: string | null
  /** The type recorded at upload; `contentType` is what the file store answers. */
  mimeType: string | null
  contentType: string | null
  contentLength: string | null
  body: ReadableStream<Uint8Array> | null
}

const NOT_FOUND = 'Not found'

/**
 * One private document's bytes for `user`: the record is read with the user's access (uploader or
 * admin, else NOT_FOUND), and the bytes come from the collection's own file handler (which checks
 * access again and knows local disk or S3). A file the store refuses or cannot find is NOT_FOUND too;
 * a store that fails (5xx) is a real failure.
 */
export async function readPrivateDocument({
  payload,
  user,
  input,
}: {
  payload: Payload
  user: SessionUser
  input: { id: number | string }
}): Promise<PrivateDocumentFile> {
  const doc = await payload.findByID({ collection: 'documents', id: input.id, depth: 0, overrideAccess: false, user }).catch(() => null)
  if (!doc?.filename) throw new AppError('NOT_FOUND', NOT_FOUND)

  const endpoints = payload.collections.documents.config.endpoints || []
  const fileEndpoint = endpoints.find((e: Endpoint) => e.method === 'get' && e.path.startsWith('/file'))
  if (!fileEndpoint) throw new AppError('NOT_FOUND', NOT_FOUND)
  // The file handler checks access again, as this user (read through their own access).
  const self = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user })
  const req = await createLocalReq({ user: { ...self, collection: 'users' } }, payload)
  req.routeParams = { collection: 'documents', filename: doc.filename }
  const upstream = await (fileEndpoint.handler as PayloadHandler)(req)
  if (upstream.status === 403 || upstream.status === 404) throw new AppError('NOT_FOUND', NOT_FOUND)
  if (!upstream.ok) throw new Error(`The documents file store answered ${upstream.status} for document ${doc.id}`)
  return {
    filename: doc.filename,
    name: doc.name ?? null,
    mimeType: doc.mimeType ?? null,
    contentType: upstream.headers.get('Content-Type'),
    contentLength: upstream.headers.get('Content-Length'),
    body: upstream.body,
  }
}
