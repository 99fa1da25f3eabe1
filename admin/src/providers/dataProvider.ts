import { fetchUtils, type DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'

export const ADMIN_API_URL = '/api/admin'

/**
 * Every call is same-origin and carries the HttpOnly session cookie
 * (`credentials: 'include'`). No token is ever read from or written to
 * browser storage.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = options.headers instanceof Headers ? options.headers : new Headers(options.headers ?? {})
  if (!headers.has('Accept')) {
    headers.set('Accept', 'application/json')
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' })
}

/**
 * ra-data-simple-rest dialect against the Remix app's /api/admin/* routes:
 * GET /api/admin/{resource}?sort=[..]&range=[..]&filter={..} -> array + Content-Range,
 * GET|PUT|DELETE /api/admin/{resource}/{id}, POST /api/admin/{resource}.
 * Errors are JSON `{ message, errors? }`; fetchJson turns them into an HttpError
 * whose message is `body.message`, and react-admin maps `body.errors` onto form fields.
 */
export const createDataProvider = (apiUrl: string = ADMIN_API_URL): DataProvider => simpleRestProvider(apiUrl, httpClient)

export const dataProvider = createDataProvider()
