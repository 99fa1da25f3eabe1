import { readPrivateDocument } from '@gruha/cms/services/documents'
import { isAppError } from '@gruha/cms/errors'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** A header-safe download name: the stored name with anything odd replaced. */
const safeName = (name: string) => name.replace(/[^\w.\- ()]+/g, '_').slice(0, 150) || 'document'

/**
 * One private document's bytes for `user` (`readPrivateDocument`: the uploader or an admin, else 404).
 * Always a download: attachment, nosniff, no-store.
 */
export async function privateFileResponse(user: SessionUser, id: string): Promise<Response> {
  if (!/^\d+$/.test(id)) return json('Not found', 404)
  let file
  try {
    file = await readPrivateDocument({ payload: await getPayloadClient(), user, input: { id } })
  } catch (error) {
    if (!isAppError(error)) throw error
    return json(error.message, error.status)
  }

  const headers = new Headers()
  headers.set('Content-Type', file.contentType ?? file.mimeType ?? 'application/octet-stream')
  if (file.contentLength) headers.set('Content-Length', file.contentLength)
  const name = safeName(file.name && /\.\w+$/.test(file.name) ? file.name : file.filename)
  headers.set('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  return new Response(file.body, { status: 200, headers })
}
