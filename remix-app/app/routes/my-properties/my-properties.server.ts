import { data } from '@remix-run/node'
import { MESSAGES, myPropertyStatusSchema } from '@gruha/shared'
import { deleteMyProperty, setMyPropertyStatus } from '@gruha/cms/services/my-properties'
import type { AppError } from '@gruha/cms/errors'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import type { MyPropertyAnswer } from './owner-property-card'

/** A card's Delete (`intent=delete`) or its new status, as a toast's message. */
export async function deleteOrSetStatus(request: Request, user: SessionUser) {
  const form = await request.formData()
  const id = Number(form.get('id'))
  if (!Number.isInteger(id) || id <= 0) return data<MyPropertyAnswer>({ ok: false, message: MESSAGES.properties.deleteFailed }, 400)
  const payload = await getPayloadClient()
  const refused = (e: AppError): MyPropertyAnswer => ({ ok: false, message: e.message })
  if (form.get('intent') === 'delete') {
    try {
      await deleteMyProperty({ payload, user, id })
    } catch (error) {
      return appErrorData(error, refused)
    }
    return data<MyPropertyAnswer>({ ok: true, message: MESSAGES.properties.deleted })
  }
  const parsed = myPropertyStatusSchema.safeParse({ status: form.get('status') })
  if (!parsed.success) return data<MyPropertyAnswer>({ ok: false, message: MESSAGES.properties.ownerStatusInvalid }, 400)
  try {
    await setMyPropertyStatus({ payload, user, id, status: parsed.data.status })
  } catch (error) {
    return appErrorData(error, refused)
  }
  return data<MyPropertyAnswer>({ ok: true, message: MESSAGES.properties.statusUpdated })
}
