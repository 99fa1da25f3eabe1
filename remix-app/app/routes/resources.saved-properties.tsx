import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { resourceJson } from '~/utils/resource-json.server'
import { MESSAGES, savePropertySchema } from '@gruha/shared'
import { saveProperty, unsaveProperty } from '@gruha/cms/services/saved'
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

  const payload = await getPayloadClient()
  const options = { payload, user, propertyId: parsed.data.propertyId }
  const result = parsed.data.intent === 'save' ? await saveProperty(options) : await unsaveProperty(options)
  if (!result.ok) {
    const message = result.reason === 'forbidden' ? MESSAGES.saved.forbidden : MESSAGES.saved.notFound
    const status = result.reason === 'forbidden' ? 403 : 404
    if (viaFetcher) return resourceJson({ ok: false as const, saved: null, message }, status)
    throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message }) } })
  }
  if (viaFetcher) return resourceJson({ ok: true as const, saved: result.saved, message: null })
  throw redirect(back)
}
