import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { metaT, useTranslation } from '~/i18n'
import { findSearchForUnsubscribe, unsubscribeSearch } from '@gruha/cms/services/saved-searches'
import { isAppError } from '@gruha/cms/errors'
import { getPayloadClient } from '~/utils/payload.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { INSIGHT } from '~/i18n/namespaces/insight'

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, INSIGHT)('unsubscribe.title')} · Gruha` },
  { name: 'robots', content: 'noindex' },
]

const linkOf = (url: URL) => ({ id: Number(url.searchParams.get('id')), token: url.searchParams.get('token') ?? '' })

/** The alert e-mail's link: shows what it stops and a button. A GET never changes anything. */
export async function loader({ request }: LoaderFunctionArgs) {
  const found = await findSearchForUnsubscribe({ payload: await getPayloadClient(), input: linkOf(new URL(request.url)) })
  return data({ found }, { status: found ? 200 : 404 })
}

/**
 * Stops the alerts, without signing in (the signed token is the proof): the page's button, or a mail
 * client's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`) to the same URL.
 */
export async function action({ request }: ActionFunctionArgs) {
  try {
    const { name } = await unsubscribeSearch({ payload: await getPayloadClient(), input: linkOf(new URL(request.url)) })
    return data({ ok: true as const, name })
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, name: null }, { status: error.status })
    throw error
  }
}

export default function UnsubscribePage() {
  const { found } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const { t } = useTranslation(INSIGHT)
  return (
    <main className="page narrow">
      <h1>{t('unsubscribe.title')}</h1>
      {done?.ok ? (
        <p className="form-success" role="status">
          {t('unsubscribe.done', { name: done.name })}
        </p>
      ) : !found || done ? (
        <p className="form-error" role="alert">
          {t('unsubscribe.invalid')}
        </p>
      ) : !found.active ? (
        <p>{t('unsubscribe.already', { name: found.name })}</p>
      ) : (
        <Form method="post">
          <p>{t('unsubscribe.confirm', { name: found.name })}</p>
          <button type="submit" className="button">
            {t('unsubscribe.button')}
          </button>
        </Form>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
