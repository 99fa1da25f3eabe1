/**
 * Server rendering (Remix's default) in the request's language (issue 11), plus the CSP nonce:
 * server.mjs makes a fresh nonce per request, sends it in the Content-Security-Policy header and
 * passes it in the load context; every script React and Remix write into the page carries it.
 */
import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createRequestI18n, getLocale } from '~/i18n/i18n.server'
import { localeFrom } from '~/i18n/locale.server'
import { NonceProvider } from '~/utils/nonce'
import { builtStylesheet } from '~/utils/built-stylesheets.server'
import { paintFirstStream } from '~/utils/paint-first.server'
import { cssForDocument, namesIn } from '~/utils/first-paint-css.server'

// server.mjs sets `trust proxy` with the CMS's rule, so both servers agree on the client IP.
export { isTrustedProxy } from '@gruha/cms/services/rate-limit'
// server.mjs's page cache: the language a page will be in, and the changes that drop kept pages.
export { watchChanges } from '@gruha/cms/services/cache'
// server.mjs's read-your-writes cookie is Secure by the same rule as the session cookie.
export { secureCookies } from '~/utils/env.server'

/** The language of the page an Express request asks for (server.mjs's page cache key). */
export function localeOfRequest(req: { originalUrl: string; headers: Record<string, string | string[] | undefined> }) {
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? value.join(', ') : (value ?? null)
  }
  return localeFrom({ url: req.originalUrl, cookie: header('cookie'), acceptLanguage: header('accept-language') })
}

const ABORT_DELAY = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Everyone gets the whole page at once. No loader defers its data, so nothing is gained by sending the
  // shell first, and React would write its streaming runtime and Remix's data as a Suspense fallback
  // resolved later in the page: ~0.6 KB more of every compressed page (ADR 17).
  const nonce = loadContext.cspNonce ?? undefined
  const locale = getLocale(request)
  const i18n = createRequestI18n(locale)
  responseHeaders.set('Content-Language', locale)
  responseHeaders.append('Vary', 'Accept-Language, Cookie')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const ready = () => {
      shellRendered = true
      const body = new PassThrough()
      responseHeaders.set('Content-Type', 'text/html')
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      // The page paints before its scripts are fetched, with its stylesheets inline (utils/paint-first.server.ts).
      const paintFirst = paintFirstStream(nonce, builtStylesheet, { cut: cssForDocument, namesIn })
      paintFirst.pipe(body)
      pipe(paintFirst)
    }
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        onAllReady: ready,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors inside the shell are logged here; shell errors reject and Remix logs them.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
