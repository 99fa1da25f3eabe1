import { data, redirect } from '@remix-run/node'
import { MESSAGES, myPropertySchema } from '@gruha/shared'
import { addMyProperty } from '@gruha/cms/services/my-properties'
import { updateMyProperty } from '@gruha/cms/services/my-properties'
import { fieldErrorLists, parseForm } from '~/forms'
import type { SessionUser } from '~/utils/auth.server'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { translateMessage } from '~/i18n'
import { getFixedT } from '~/i18n/i18n.server'
import { setToast } from '~/utils/toast.server'
import type { PropertyActionData } from './property-editor'

/** Roles that list properties (spec 001 route table). */
export const OWNER_ROLES = ['seller', 'agent'] as const

/**
 * Add or edit from the owner's form: checks the posted values with the shared schema (400 with
 * conform's result: the form's message and the field errors), saves through the collection's rules as the user, then goes to
 * /my-properties with the spec's toast.
 */
export async function savePropertyForm(request: Request, user: SessionUser, id?: number) {
  const submission = parseForm(await request.formData(), myPropertySchema)
  if (submission.status !== 'success') {
    return data<PropertyActionData>({ ok: false, result: submission.reply({ formErrors: [MESSAGES.properties.addFailed] }) }, 400)
  }
  const payload = await getPayloadClient()
  try {
    if (id === undefined) await addMyProperty({ payload, user, input: submission.value })
    else await updateMyProperty({ payload, user, id, input: submission.value })
  } catch (error) {
    return appErrorData(error, (e): PropertyActionData => ({
      ok: false,
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }
  const t = await getFixedT(request, 'messages')
  const message = translateMessage(t, id === undefined ? MESSAGES.properties.added : MESSAGES.properties.updated)
  return redirect('/my-properties', { headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message }) } })
}
