/**
 * Remix's Node entry (streaming, bots get the whole document) with the page rendered in the
 * request's language (issue 11).
 */
import { PassThrough } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createRequestI18n, getLocale } from '~/i18n/i18n.server'

const ABORT_DELAY = 5_000

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
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
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </I18nextProvider>,
      {
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are logged by Remix's handleDocumentRequest.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
