import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { MESSAGES } from '@gruha/shared'
import { findStoredFile, uploadImage } from '@gruha/cms/services/uploads'
import { apiError, assertSameOrigin, payloadErrorResponse, requireAdminApi } from '~/admin-api/http.server'
import { getPayloadClient } from '~/utils/payload.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request)
  return apiError(405, 'Method not allowed')
}

/**
 * POST /api/admin/uploads (multipart, one `file`): stores a property image in media as the
 * admin and answers `{ id, url, filename }`. The media collection judges the type by the
 * file's bytes (PNG, JPG or JPEG only).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminApi(request)
  assertSameOrigin(request)
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')
  if (!request.headers.get('Content-Type')?.includes('multipart/form-data')) return apiError(415, 'Expected a file upload')
  let file: FormDataEntryValue | null = null
  try {
    file = (await request.formData()).get('file')
  } catch {
    return apiError(400, MESSAGES.upload.chooseFile)
  }
  if (!file || typeof file === 'string') return apiError(400, MESSAGES.upload.chooseFile)
  const payload = await getPayloadClient()
  let result
  try {
    result = await uploadImage({
      payload,
      user: admin,
      input: { file, purpose: 'listing', alt: file.name, messages: { type: MESSAGES.upload.imagesSkipped } },
    })
  } catch (error) {
    return payloadErrorResponse(error)
  }
  const media = await findStoredFile({ payload, user: admin, input: { collection: 'media', id: result.id } })
  return Response.json(
    { id: media.id, url: media.url, thumbnail: media.thumbnailURL ?? media.url, filename: media.filename },
    { status: 201 },
  )
}
