import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { isSiteLocale } from '@gruha/shared'
import { localeCookie } from '~/i18n/locale.server'
import { safeRedirect } from '~/utils/permissions.server'

/** The language switcher (header and footer) posts here; works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const locale = form.get('locale')
  if (!isSiteLocale(locale)) throw data('Unknown language', { status: 400 })
  return redirect(safeRedirect(form.get('redirectTo')), { headers: { 'Set-Cookie': localeCookie(locale) } })
}

export function loader() {
  return redirect('/')
}
