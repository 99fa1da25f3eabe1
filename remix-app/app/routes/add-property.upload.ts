import type { ActionFunctionArgs } from '@remix-run/node'
import { MAX_UPLOAD_BYTES, MESSAGES, isFileLike } from '@gruha/shared'
import { findStoredFile, uploadImage, uploadListingPdf, type IncomingFile, type StoredFile } from '@gruha/cms/services/uploads'
import { appErrorJson } from '~/utils/app-error.server'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /add-property/upload?kind=image|pdf: one listing image (PNG/JPEG, public media) or one
 * section PDF (public listing file), stored as the signed-in user; the media and listing-files
 * collections decide who may (sellers, agents and admins) and answer 403 to anyone else. The form posts here
 * with XMLHttpRequest to show progress. Answers `{ ok: true, id, name, url }` or `{ ok: false, message }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ ok: false, message: 'Method not allowed' }, 405)
  const user = await getUser(request)
  if (!user) return json({ ok: false, message: MESSAGES.properties.signInToAdd }, 401)
  const kind = new URL(request.url).searchParams.get('kind') === 'pdf' ? 'pdf' : 'image'
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    return json({ ok: false, message: MESSAGES.upload.tooLarge }, 413)
  }
  const file = (await request.formData()).get('file')
  if (!file || typeof file === 'string' || !isFileLike(file) || file.size === 0)
    return json({ ok: false, message: MESSAGES.upload.chooseFile }, 400)
  const payload = await getPayloadClient()
  const incoming: IncomingFile = file
  let result: StoredFile
  try {
    result =
      kind === 'pdf'
        ? await uploadListingPdf({ payload, user, input: { file: incoming } })
        : await uploadImage({
            payload,
            user,
            input: { file: incoming, purpose: 'listing', messages: { type: MESSAGES.upload.imagesSkipped } },
          })
  } catch (error) {
    return appErrorJson(error, (e) => ({ ok: false, message: e.message }))
  }
  const stored = await findStoredFile({ payload, user, input: { collection: kind === 'pdf' ? 'listing-files' : 'media', id: result.id } })
  return json({ ok: true, id: result.id, name: result.name, url: stored.url ?? null })
}
