import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { FRESHNESS_MESSAGES } from '@gruha/shared'
import { confirmListing } from '@gruha/cms/services/freshness'
import { readConfirmToken } from '@gruha/cms/services/freshness'
import { isAppError } from '@gruha/cms/errors'
import { getPayloadClient } from '~/utils/payload.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MEMBER } from '~/i18n/namespaces/member'

// The token is in the URL: keep it out of Referer headers and search engines.
export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, MEMBER)('confirmListing.metaTitle') },
  { name: 'referrer', content: 'same-origin' },
  { name: 'robots', content: 'noindex' },
]

type ConfirmActionData = { ok: true; path: string; title: string } | { ok: false; message: string }

/**
 * The reminder's "still available" link (issue 23). Opening it changes nothing: it shows a Confirm
 * button, whose POST (same origin, checked by the edge) confirms the listing once. No sign-in: the
 * signed token is the proof.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const payload = await getPayloadClient()
  return { valid: readConfirmToken(payload.secret, token) !== null }
}

export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const done = await confirmListing({ payload: await getPayloadClient(), input: { token } })
    return data<ConfirmActionData>({ ok: true, ...done })
  } catch (error) {
    if (isAppError(error)) return data<ConfirmActionData>({ ok: false, message: error.message }, error.status)
    throw error
  }
}

export default function ConfirmListing() {
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const { valid } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <main className="page narrow">
      <h1>{t('confirmListing.title')}</h1>
      {result?.ok ? (
        <>
          <p role="status">{msg(FRESHNESS_MESSAGES.confirmed)}</p>
          <p>
            <Link to={result.path}>{t('confirmListing.view', { title: result.title })}</Link>
          </p>
        </>
      ) : result && !result.ok ? (
        <p role="alert">{msg(result.message)}</p>
      ) : !valid ? (
        <p role="alert">{msg(FRESHNESS_MESSAGES.linkInvalid)}</p>
      ) : (
        <Form method="post" replace>
          <p>{t('confirmListing.intro')}</p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('confirmListing.button')}
          </button>
        </Form>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
