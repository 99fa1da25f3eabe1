import { createLocalReq, type Endpoint, type PayloadHandler } from 'payload'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** A header-safe download name: the stored name with anything odd replaced. */
const safeName = (name: string) => name.replace(/[^\w.\- ()]+/g, '_').slice(0, 150) || 'document'

/**
 * One private document's bytes for `user`, through Payload: the record is read with the user's
 * access (uploader or admin, else 404), and the bytes come from the collection's own file handler
 * (which checks access again and knows local disk or S3). Always a download: attachment,
 * nosniff, no-store.
 */
export async function privateFileResponse(user: SessionUser, id: string): Promise<Response> {
  if (!/^\d+$/.test(id)) return json('Not found', 404)
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: false, user }).catch(() => null)
  if (!doc?.filename) return json('Not found', 404)

  const endpoints = payload.collections.documents.config.endpoints || []
  const fileEndpoint = endpoints.find((e: Endpoint) => e.method === 'get' && e.path.startsWith('/file'))
  if (!fileEndpoint) return json('Not found', 404)
  // The file handler checks access again, as this user (read through their own access).
  const self = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user })
  const req = await createLocalReq({ user: { ...self, collection: 'users' } }, payload)
  req.routeParams = { collection: 'documents', filename: doc.filename }
  const upstream = await (fileEndpoint.handler as PayloadHandler)(req)
  if (!upstream.ok) return json('Not found', upstream.status === 403 ? 404 : upstream.status)

  const headers = new Headers()
  headers.set('Content-Type', upstream.headers.get('Content-Type') ?? doc.mimeType ?? 'application/octet-stream')
  const length = upstream.headers.get('Content-Length')
  if (length) headers.set('Content-Length', length)
  const name = safeName(doc.name && /\.\w+$/.test(doc.name) ? doc.name : doc.filename)
  headers.set('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  return new Response(upstream.body, { status: 200, headers })
}
