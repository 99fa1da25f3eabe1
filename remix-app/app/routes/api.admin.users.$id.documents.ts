import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { MESSAGES } from '@gruha/shared'
import { fileUserDocument, isUserDocumentKind, listUserDocuments } from '@gruha/cms/services/documents'
import { apiError, assertSameOrigin, payloadErrorResponse, recordIdOr404, requireAdminApi } from '~/admin-api/http.server'
import { getPayloadClient } from '~/utils/payload.server'

/** GET /api/admin/users/{id}/documents: the user's documents (entity_type 'user'), newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdminApi(request)
  const id = recordIdOr404(params.id)
  return Response.json(await listUserDocuments({ payload: await getPayloadClient(), user: admin, input: { userId: id } }))
}

/**
 * POST /api/admin/users/{id}/documents (multipart `file` and `kind`): files a document for the
 * user. The ID and address documents go to the private documents collection, owned by the user;
 * the profile image goes to media and becomes the user's picture.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdminApi(request)
  assertSameOrigin(request)
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')
  const id = recordIdOr404(params.id)
  if (!request.headers.get('Content-Type')?.includes('multipart/form-data')) return apiError(415, 'Expected a file upload')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return apiError(400, MESSAGES.upload.chooseFile)
  }
  const file = form.get('file')
  const kind = form.get('kind')
  if (!file || typeof file === 'string') return apiError(400, MESSAGES.upload.chooseFile)
  if (!isUserDocumentKind(kind)) return apiError(400, 'Unknown document kind')
  let result
  try {
    result = await fileUserDocument({ payload: await getPayloadClient(), user: admin, input: { userId: id, kind, file } })
  } catch (error) {
    return payloadErrorResponse(error)
  }
  return Response.json({ id: result.id, kind, name: result.name }, { status: 201 })
}
