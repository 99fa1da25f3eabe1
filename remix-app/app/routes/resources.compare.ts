import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { resourceJson } from '~/utils/resource-json.server'
import { MAX_COMPARE, addToCompare, removeFromCompare } from '@gruha/shared'
import { compareCookie, compareIdsFrom } from '~/utils/compare.server'
import { safeRedirect } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import { getFixedT } from '~/i18n/i18n.server'

/** Nothing to show here; a stray GET goes to the comparison. */
export const loader = () => redirect('/compare')

/**
 * The Compare buttons (cards, saved properties, the compare page) post here: `intent` add, remove
 * or clear. With JavaScript (a fetcher, `_fetch`) it answers JSON; without, it goes back to the page
 * with a toast. A fifth listing is refused with 400. No sign-in needed: the selection is a cookie.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const viaFetcher = form.get('_fetch') === '1'
  const back = safeRedirect(form.get('redirectTo'), '/compare')
  const intent = form.get('intent')
  const id = Number(form.get('propertyId'))
  const t = await getFixedT(request, 'insight')
  const current = compareIdsFrom(request)
  if (intent !== 'clear' && !(Number.isInteger(id) && id > 0)) {
    return resourceJson({ ok: false as const, ids: current, message: t('pick.invalid') }, 400)
  }
  let ids = current
  if (intent === 'add') {
    const change = addToCompare(current, id)
    if (!change.ok) {
      const message = t('pick.full', { max: MAX_COMPARE })
      if (viaFetcher) return resourceJson({ ok: false as const, ids: current, message }, 400)
      throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message }) } })
    }
    ids = change.ids
  } else if (intent === 'remove') {
    ids = removeFromCompare(current, id)
  } else if (intent === 'clear') {
    ids = []
  } else {
    return resourceJson({ ok: false as const, ids: current, message: t('pick.invalid') }, 400)
  }
  const headers = new Headers({ 'Set-Cookie': compareCookie(ids) })
  if (viaFetcher) return resourceJson({ ok: true as const, ids, message: null }, { headers })
  // Going back to the comparison itself: show the new selection.
  const to = new URL(back, 'http://x').pathname === '/compare' ? `/compare${ids.length ? `?ids=${ids.join(',')}` : ''}` : back
  if (intent === 'add')
    headers.append(
      'Set-Cookie',
      await setToast(request, { kind: 'success', message: t('pick.added', { count: ids.length, max: MAX_COMPARE }) }),
    )
  throw redirect(to, { headers })
}
