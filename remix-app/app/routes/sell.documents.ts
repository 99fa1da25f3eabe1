import type { ActionFunctionArgs } from '@remix-run/node'
import { DOCUMENT_CATEGORY_LABELS, MAX_UPLOAD_BYTES, MESSAGES, isFileLike } from '@gruha/shared'
import { uploadDocument } from '@gruha/cms/services/uploads'
import { appErrorJson } from '~/utils/app-error.server'
import { SELLER_DOCUMENT_FIELDS, type SellerDocumentField } from '@gruha/cms/services/seller-applications'
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
  try {
    const stored = await uploadDocument({
      payload: await getPayloadClient(),
      user,
      input: {
        file,
        category: key as SellerDocumentField,
        entityType: 'seller_doc',
        messages: { tooLarge: MESSAGES.upload.documentTooLarge(label), type: MESSAGES.upload.documentUnsupported(label) },
      },
    })
    return json({ ok: true, id: stored.id, name: stored.name })
  } catch (error) {
    return appErrorJson(error, (e) => ({ ok: false, message: e.message }))
  }
}
