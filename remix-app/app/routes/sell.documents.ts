import type { ActionFunctionArgs } from '@remix-run/node'
import { DOCUMENT_CATEGORY_LABELS, MAX_UPLOAD_BYTES, MESSAGES, isFileLike } from '@gruha/shared'
import { UPLOAD_REFUSAL_STATUS, uploadDocument } from '@gruha/cms/services/uploads/upload-file'
import { SELLER_DOCUMENT_FIELDS, type SellerDocumentField } from '@gruha/cms/services/seller-applications/submit-seller-application'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /sell/documents: one seller document (multipart `file` + `category`), stored private as
 * the signed-in user. The browser posts here with XMLHttpRequest to show upload progress.
 * Answers `{ ok: true, id, name }` or `{ ok: false, message }` with the spec's per-document text.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ ok: false, message: 'Method not allowed' }, 405)
  const user = await getUser(request)
  if (!user) return json({ ok: false, message: MESSAGES.upload.mustBeLoggedIn }, 401)
  const category = new URL(request.url).searchParams.get('category')
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) {
    const label = category && category in DOCUMENT_CATEGORY_LABELS ? DOCUMENT_CATEGORY_LABELS[category as SellerDocumentField] : 'Document'
    return json({ ok: false, message: MESSAGES.upload.documentTooLarge(label) }, 413)
  }
  const form = await request.formData()
  const key = String(form.get('category') ?? '')
  if (!(SELLER_DOCUMENT_FIELDS as readonly string[]).includes(key)) return json({ ok: false, message: MESSAGES.upload.chooseFile }, 400)
  const label = DOCUMENT_CATEGORY_LABELS[key as SellerDocumentField]
  const file = form.get('file')
  if (!file || typeof file === 'string' || !isFileLike(file) || file.size === 0) {
    return json({ ok: false, message: MESSAGES.upload.chooseFile }, 400)
  }
  const result = await uploadDocument(await getPayloadClient(), {
    user,
    file,
    category: key as SellerDocumentField,
    entityType: 'seller_doc',
  })
  if (result.ok) return json({ ok: true, id: result.id, name: result.name })
  const message =
    result.reason === 'quota'
      ? result.message
      : result.reason === 'size'
        ? MESSAGES.upload.documentTooLarge(label)
        : MESSAGES.upload.documentUnsupported(label)
  return json({ ok: false, message }, UPLOAD_REFUSAL_STATUS[result.reason])
}
