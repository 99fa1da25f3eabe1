import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { resourceJson } from '~/utils/resource-json.server'
import { savePropertySchema } from '@gruha/shared'
import { isAppError } from '@gruha/cms/errors'
import { saveProperty, unsaveProperty, type SaveResult } from '@gruha/cms/services/saved'
import { appErrorJson } from '~/utils/app-error.server'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { safeRedirect } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'

/** Nothing to show here; a stray GET goes to the list. */
export const loader = () => redirect('/saved-properties')

/**
 * The save heart posts here. With JavaScript (a fetcher, marked by `_fetch`) it answers JSON;
 * without, it redirects back to the page the visitor was on. Visitors are sent to sign in first.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const back = safeRedirect(form.get('redirectTo'), '/saved-properties')
  const viaFetcher = form.get('_fetch') === '1'
  const user = await getUser(request)
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)

  const parsed = savePropertySchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return resourceJson({ ok: false as const, saved: null, message: parsed.error.issues[0].message }, 400)

  const options = { payload: await getPayloadClient(), user, input: { propertyId: parsed.data.propertyId } }
  let result: SaveResult
  try {
    result = parsed.data.intent === 'save' ? await saveProperty(options) : await unsaveProperty(options)
  } catch (error) {
    // A listing gone from view (404) or an account that may not save (403): the service's message.
    if (viaFetcher) return appErrorJson(error, (e) => ({ ok: false as const, saved: null, message: e.message }))
    if (!isAppError(error)) throw error
    throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message: error.message }) } })
  }
  if (viaFetcher) return resourceJson({ ok: true as const, saved: result.saved, message: null })
  throw redirect(back)
}
