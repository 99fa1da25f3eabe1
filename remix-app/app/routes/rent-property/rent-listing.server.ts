import { data, redirect } from '@remix-run/node'
import { MESSAGES, isSaleOnlyType, rentListingSchema } from '@gruha/shared'
import { listManagedProperties, listPropertyForRent } from '@gruha/cms/services/management'
import { fieldErrorLists, parseForm } from '~/forms'
import { getFixedT } from '~/i18n/i18n.server'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { setToast } from '~/utils/toast.server'
import type { RentAnswer } from './rent-wizard'

/** The owner's properties that can be let (not the sale-only types), with any rent listing they have. */
export async function rentableProperties(user: SessionUser) {
  const managed = await listManagedProperties({ payload: await getPayloadClient(), user })
  return managed
    .filter((p) => !isSaleOnlyType(p.propertyType))
    .map((p) => ({ id: p.id, title: p.title, city: p.city, rentListing: p.rentListing, monthlyRent: p.monthlyRent }))
}

/**
 * Lists a property for rent from the wizard: 400 with conform's result (nothing typed is lost), a
 * service's refusal as the form's message, or My Properties with the spec's toast.
 */
export async function listForRent(request: Request, user: SessionUser) {
  const submission = parseForm(await request.formData(), rentListingSchema)
  if (submission.status !== 'success') {
    return data<RentAnswer>({ ok: false, result: submission.reply({ formErrors: [MESSAGES.properties.addFailed] }) }, 400)
  }
  try {
    await listPropertyForRent({ payload: await getPayloadClient(), user, input: submission.value })
  } catch (error) {
    return appErrorData(error, (e): RentAnswer => ({
      ok: false,
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }
  const t = await getFixedT(request, 'messages')
  return redirect('/property-management/my-properties', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t(MESSAGES.rent.success) }) },
  })
}
