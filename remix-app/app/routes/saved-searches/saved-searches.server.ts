import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { LISTING_TYPES, SAVED_SEARCH_FREQUENCIES } from '@gruha/shared'
import { changeSavedSearch, saveSearch } from '@gruha/cms/services/saved-searches'
import { isAppError } from '@gruha/cms/errors'
import { appErrorData } from '~/utils/app-error.server'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { safeRedirect } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import { getFixedT, getLocale } from '~/i18n/i18n.server'

const createSchema = z.object({
  name: z.string().trim().min(1).max(120),
  listingType: z.enum(LISTING_TYPES),
  query: z.string().max(2000).default(''),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
})
const changeSchema = z.object({
  id: z.coerce.number().int().positive(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional(),
})

/** create (from /buy or /rent), update (frequency, pause or resume) and delete, each as the member. */
export async function savedSearchAction(request: Request) {
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))
  const intent = text('intent')
  const t = await getFixedT(request, 'insight')
  const back = safeRedirect(text('redirectTo'), '/saved-searches')
  const user = await getUser(request)
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
  const payload = await getPayloadClient()

  if (intent === 'create') {
    const parsed = createSchema.safeParse(values)
    if (!parsed.success) {
      throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message: t('savedSearch.invalid') }) } })
    }
    try {
      await saveSearch({ payload, user, input: { ...parsed.data, locale: getLocale(request) } })
    } catch (error) {
      if (!isAppError(error)) throw error
      throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'error', message: t('savedSearch.tooMany') }) } })
    }
    throw redirect('/saved-searches', {
      headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t('savedSearch.saved', { name: parsed.data.name }) }) },
    })
  }

  const parsed = changeSchema.safeParse(values)
  if (!parsed.success) return data({ message: t('savedSearch.invalid') }, 400)
  try {
    await changeSavedSearch({ payload, user, input: { id: parsed.data.id, intent, frequency: parsed.data.frequency } })
  } catch (error) {
    return appErrorData(error, (e) => ({ message: t(e.code === 'NOT_FOUND' ? 'savedSearch.notFound' : 'savedSearch.invalid') }))
  }
  throw redirect('/saved-searches', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t('savedSearch.updated') }) },
  })
}
