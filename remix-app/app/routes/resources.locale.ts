import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isSiteLocale } from '@gruha/shared'
import { localeCookie } from '~/i18n/locale.server'
import { safeRedirect } from '~/utils/permissions.server'

/** The language switcher (header and footer) posts here; works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const locale = form.get('locale')
  // Returned, not thrown: a thrown response is logged as a server error, and this is only bad input.
  if (!isSiteLocale(locale))
    return new Response('Unknown language', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return redirect(safeRedirect(form.get('redirectTo')), { headers: { 'Set-Cookie': localeCookie(locale) } })
}

export function loader() {
  return redirect('/')
}
