import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import { z } from 'zod'
import { LISTING_TYPES, SAVED_SEARCH_FREQUENCIES } from '@gruha/shared'
import { changeSavedSearch, listSavedSearches, saveSearch } from '@gruha/cms/services/saved-searches'
import { isAppError } from '@gruha/cms/errors'
import { appErrorData } from '~/utils/app-error.server'
import { getUser, requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { safeRedirect } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'
import { getFixedT, getLocale } from '~/i18n/i18n.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import insightStyles from '~/components/property/insight.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, 'insight')('savedSearch.title')} · Gruha` },
  { name: 'robots', content: 'noindex' },
]

/** The member's saved searches, read as the member (collection access: their own only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return { searches: await listSavedSearches({ payload: await getPayloadClient(), user }) }
}

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
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const t = await getFixedT(request, 'insight')
  const back = safeRedirect(values.redirectTo, '/saved-searches')
  const user = await getUser(request)
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
  const payload = await getPayloadClient()

  if (values.intent === 'create') {
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
    await changeSavedSearch({ payload, user, input: { id: parsed.data.id, intent: values.intent, frequency: parsed.data.frequency } })
  } catch (error) {
    return appErrorData(error, (e) => ({ message: t(e.code === 'NOT_FOUND' ? 'savedSearch.notFound' : 'savedSearch.invalid') }))
  }
  throw redirect('/saved-searches', {
    headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: t('savedSearch.updated') }) },
  })
}

export default function SavedSearchesPage() {
  const { searches } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('insight')
  const f = useFormat()
  return (
    <main className="market saved-searches">
      <h1>{t('savedSearch.title')}</h1>
      <p className="muted">{t('savedSearch.intro')}</p>
      {actionData?.message ? (
        <p className="form-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <div className="card">
          <p>{t('savedSearch.empty')}</p>
          <Link className="button" to="/buy">
            {t('comparePage.toBuy')}
          </Link>
        </div>
      ) : (
        <ul className="plain saved-search-list">
          {searches.map((s) => (
            <li key={s.id} className="detail-card" aria-labelledby={`saved-search-${s.id}`}>
              <h2 id={`saved-search-${s.id}`}>{s.name}</h2>
              <p className="muted small">
                {t(s.listingType === 'RENT' ? 'savedSearch.forRent' : 'savedSearch.forSale')} ·{' '}
                {s.active ? t(`savedSearch.frequencies.${s.frequency}`) : t('savedSearch.paused')}
                {s.lastSentAt ? ` · ${t('savedSearch.lastSent', { date: f.date(s.lastSentAt) })}` : ''}
              </p>
              <p>
                <Link to={`/${s.listingType === 'RENT' ? 'rent' : 'buy'}${s.query ? `?${s.query}` : ''}`}>{t('savedSearch.open')}</Link>
              </p>
              <Form method="post" className="saved-search-frequency">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={s.id} />
                <label htmlFor={`frequency-${s.id}`}>{t('savedSearch.frequency')}</label>
                <select id={`frequency-${s.id}`} name="frequency" defaultValue={s.frequency}>
                  {SAVED_SEARCH_FREQUENCIES.map((fq) => (
                    <option key={fq} value={fq}>
                      {t(`savedSearch.frequencies.${fq}`)}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button secondary">
                  {t('savedSearch.change')}
                </button>
              </Form>
              <div className="saved-search-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value={s.active ? 'pause' : 'resume'} />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="button secondary">
                    {t(s.active ? 'savedSearch.pause' : 'savedSearch.resume')}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="button secondary" aria-label={t('savedSearch.deleteLabel', { name: s.name })}>
                    {t('savedSearch.delete')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
