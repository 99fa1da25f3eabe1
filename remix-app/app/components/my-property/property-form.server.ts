import { data, redirect } from '@remix-run/node'
import { MESSAGES, myPropertySchema } from '@gruha/shared'
import { addMyProperty } from '@gruha/cms/services/my-properties'
import { updateMyProperty } from '@gruha/cms/services/my-properties'
import { fieldErrorsOf } from '~/components/forms'
import type { SessionUser } from '~/utils/auth.server'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { translateMessage } from '~/i18n'
import { getFixedT } from '~/i18n/i18n.server'
import { setToast } from '~/utils/toast.server'
import type { PropertyActionData } from './property-editor'
import { formRecord } from './property-values'

/** Roles that list properties (spec 001 route table). */
export const OWNER_ROLES = ['seller', 'agent'] as const

/**
 * Add or edit from the owner's form: checks the posted values with the shared schema (400 with
 * field errors, nothing lost), saves through the collection's rules as the user, then goes to
 * /my-properties with the spec's toast.
 */
export async function savePropertyForm(request: Request, user: SessionUser, id?: number) {
  const parsed = myPropertySchema.safeParse(formRecord(await request.formData()))
  if (!parsed.success) {
    return data<PropertyActionData>({ ok: false, message: MESSAGES.properties.addFailed, fieldErrors: fieldErrorsOf(parsed.error) }, 400)
  }
  const payload = await getPayloadClient()
  try {
    if (id === undefined) await addMyProperty({ payload, user, input: parsed.data })
    else await updateMyProperty({ payload, user, id, input: parsed.data })
  } catch (error) {
    return appErrorData(error, (e): PropertyActionData => ({ ok: false, message: e.message, fieldErrors: e.fieldErrors ?? {} }))
  }
  const t = await getFixedT(request, 'messages')
  const message = translateMessage(t, id === undefined ? MESSAGES.properties.added : MESSAGES.properties.updated)
  return redirect('/my-properties', { headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message }) } })
}
