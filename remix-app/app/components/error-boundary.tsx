import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { ERROR_BOUNDARY_MESSAGES } from '@gruha/shared'

/** One error screen for the site; routes re-export it. */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('common')
  const msg = useMessage()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="page narrow">
        <h1>{t('errors.notFound')}</h1>
        <a href="/">{t('errors.backToHome')}</a>
      </main>
    )
  }
  return (
    <main className="page narrow">
      <h1>{msg(ERROR_BOUNDARY_MESSAGES.title)}</h1>
      <p>{msg(ERROR_BOUNDARY_MESSAGES.body)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {msg(ERROR_BOUNDARY_MESSAGES.button)}
      </button>
    </main>
  )
}
