import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { MAX_UPLOAD_BYTES, MESSAGES, OWNERSHIP_DOCUMENTS, isFileLike, parseRecordId } from '@gruha/shared'
import { uploadDocument } from '@gruha/cms/services/uploads'
import { isAppError } from '@gruha/cms/errors'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import { getFixedT } from '~/i18n/i18n.server'
import { translateMessage } from '~/i18n'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'

/**
 * POST /my-properties/:id/ownership-document: the owner's sale deed, tax receipt or encumbrance
 * certificate for this listing (multipart `file` + `category`), stored private. The documents
 * collection refuses one for a listing the caller does not own; an admin's approval in the
 * console gives the listing its "ownership document seen" tier. Answers with a toast on the edit page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const id = parseRecordId(params.id)
  if (id === null) throw new Response('Not found', { status: 404 })
  const back = `/my-properties/${id}/edit`
  const [t, tm] = await Promise.all([getFixedT(request, 'member'), getFixedT(request, 'messages')])
  const fail = async (message: string) =>
    redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message: translateMessage(tm, message) }) } })
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) return fail(MESSAGES.upload.tooLarge)
  const form = await request.formData()
  const category = String(form.get('category') ?? '')
  const file = form.get('file')
  if (
    !(OWNERSHIP_DOCUMENTS as readonly string[]).includes(category) ||
    !file ||
    typeof file === 'string' ||
    !isFileLike(file) ||
    file.size === 0
  ) {
    return fail(MESSAGES.upload.chooseFile)
  }
  try {
    await uploadDocument({
      payload: await getPayloadClient(),
      user,
      input: { file, category: category as (typeof OWNERSHIP_DOCUMENTS)[number], entityType: 'property', entityId: id },
    })
  } catch (error) {
    if (isAppError(error) && error.status < 500) return fail(error.message)
    throw error
  }
  return redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t('ownershipDocs.uploaded') }) } })
}
