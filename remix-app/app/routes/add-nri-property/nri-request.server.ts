import { data, redirect } from '@remix-run/node'
import { MESSAGES, nriRequestSchema } from '@gruha/shared'
import { submitNriRequest } from '@gruha/cms/services/management'
import { parseForm } from '~/forms'
import { getFixedT } from '~/i18n/i18n.server'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { getPayloadClient } from '~/utils/payload.server'
import { setToast } from '~/utils/toast.server'
import type { NriAnswer } from './nri-request-form'

/**
 * Sends an NRI owner's management request: 400 with conform's result (nothing typed is lost), a
 * service's refusal as the form's message, or the managed properties with the spec's toast.
 */
export async function requestNriManagement(request: Request, user: SessionUser) {
  const form = await request.formData()
  const submission = parseForm(form, nriRequestSchema)
  if (submission.status !== 'success') {
    return data<NriAnswer>({ ok: false, result: submission.reply({ formErrors: [MESSAGES.properties.addFailed] }) }, 400)
  }
  try {
    await submitNriRequest({
      payload: await getPayloadClient(),
      user,
      input: submission.value,
      adminUrl: new URL('/admin', env().SITE_URL).toString(),
    })
  } catch (error) {
    return appErrorData(error, (e): NriAnswer => ({ ok: false, result: submission.reply({ formErrors: [e.message] }) }))
  }
  const t = await getFixedT(request, 'messages')
  return redirect('/property-management/my-properties', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t(MESSAGES.nri.success) }) },
  })
}
