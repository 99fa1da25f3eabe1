import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { MESSAGES, documentFileError } from '@gruha/shared'
import { uploadDocument, uploadImage } from '@gruha/cms/services/uploads'
import { apiError, assertSameOrigin, payloadErrorResponse, recordIdOr404, requireAdminApi } from '~/admin-api/http.server'
import { getPayloadClient } from '~/utils/payload.server'

/** The three documents of Add User (spec 002 §2). */
const KINDS = { profile_image: null, id_proof: 'id_proof', address_proof: 'address_proof' } as const
type Kind = keyof typeof KINDS

const isKind = (v: unknown): v is Kind => typeof v === 'string' && v in KINDS

/** GET /api/admin/users/{id}/documents: the user's documents (entity_type 'user'), newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdminApi(request)
  const id = recordIdOr404(params.id)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [{ entity_type: { equals: 'user' } }, { entity_id: { equals: String(id) } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user: admin,
  })
  return Response.json(
    docs.map((d) => ({
      id: d.id,
      name: d.name ?? d.filename,
      document_category: d.document_category,
      file_type: d.mimeType,
      file_size: d.filesize,
      review_status: d.review_status,
      createdAt: d.createdAt,
    })),
  )
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
  if (!isKind(kind)) return apiError(400, 'Unknown document kind')
  const payload = await getPayloadClient()
  const target = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user: admin, disableErrors: true })
  if (!target) return apiError(404, 'Not found')

  if (kind === 'profile_image') {
    let result
    try {
      result = await uploadImage({ payload, user: admin, input: { file, alt: `${target.first_name} ${target.last_name}` } })
    } catch (error) {
      return payloadErrorResponse(error)
    }
    await payload.update({ collection: 'users', id, data: { profile_image: result.id }, overrideAccess: false, user: admin })
    return Response.json({ id: result.id, kind }, { status: 201 })
  }
  if (documentFileError(file)) return apiError(400, MESSAGES.upload.typeNotAllowed)
  let result
  try {
    result = await uploadDocument({
      payload,
      user: admin,
      input: {
        file,
        category: KINDS[kind],
        entityType: 'user',
        entityId: id,
        uploadedBy: id,
        messages: { type: MESSAGES.upload.typeNotAllowed },
      },
    })
  } catch (error) {
    return payloadErrorResponse(error)
  }
  return Response.json({ id: result.id, kind, name: result.name }, { status: 201 })
}
