import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/** One error screen for the site; routes re-export it. */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="page narrow">
        <h1>Page not found</h1>
        <a href="/">Back to Home</a>
      </main>
    )
  }
  return (
    <main className="page narrow">
      <h1>Something went wrong</h1>
      <p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  )
}
