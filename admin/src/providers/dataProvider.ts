import { fetchUtils, useDataProvider, type DataProvider, type Identifier } from 'react-admin'
import type { ModerationAction } from '@gruha/shared'
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

/** The console's read-only summaries: GET /api/admin/{name}. */
export type ConsoleReport = 'dashboard' | 'analytics' | 'states-summary'
export type Decision = 'approve' | 'reject'
export type UserDocumentKind = 'profile_image' | 'id_proof' | 'address_proof'

/**
 * The console's own calls beyond CRUD, one method each (Atomic CRM's way): screens call these
 * through `useConsoleDataProvider()`, never `fetch`, so a component test swaps them all for an
 * in-memory provider (admin/src/testing/render.tsx). A refusal rejects with react-admin's
 * HttpError, whose body carries the server's `message` and per-field `errors`.
 */
export type ConsoleMethods = {
  /** Each tab's row count for the list's other filters: GET {resource}/counts. */
  getTabCounts(
    resource: string,
    params: { filter: Record<string, unknown>; tabs: Record<string, Record<string, unknown>> },
  ): Promise<Record<string, number>>
  getReport<T>(name: ConsoleReport): Promise<T>
  getUserDocuments<T>(userId: Identifier): Promise<T[]>
  uploadUserDocument(userId: Identifier, params: { kind: UserDocumentKind; file: File }): Promise<void>
  /** A private file (/api/files/{id}), fetched with the session so the console can show it. */
  getPrivateFile(url: string): Promise<Blob>
  reviewSellerApplication(id: Identifier, decision: Decision, body: { admin_notes: string; license_number?: string }): Promise<void>
  reviewUser(
    id: Identifier,
    decision: Decision,
    body: { license_number?: string; reason?: string },
  ): Promise<{ license_number?: string | null }>
  reviewDocument(id: Identifier, decision: Decision, body: { reason?: string }): Promise<void>
  actOnModerationCase(id: Identifier, action: ModerationAction, body: { note: string }): Promise<{ message: string }>
  recordSiteVisit(propertyId: Identifier, body: { visited_at: string; visit_note: string }): Promise<void>
  assignAgent(
    target: { kind: 'inquiry' | 'property'; id: Identifier },
    body: { agent: number; notes: string; expires_in_hours: number },
  ): Promise<void>
}

export type ConsoleDataProvider = DataProvider & ConsoleMethods

const postJson = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
  const { json } = await httpClient(`${ADMIN_API_URL}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json' }),
  })
  return json as T
}

const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${ADMIN_API_URL}/${path}`)).json as T

/** The custom methods against the Remix app's /api/admin/* routes. */
export const consoleMethods: ConsoleMethods = {
  getTabCounts: (resource, { filter, tabs }) =>
    getJson(`${resource}/counts?${new URLSearchParams({ filter: JSON.stringify(filter), tabs: JSON.stringify(tabs) })}`),
  getReport: (name) => getJson(name),
  getUserDocuments: (userId) => getJson(`users/${userId}/documents`),
  uploadUserDocument: async (userId, { kind, file }) => {
    const form = new FormData()
    form.append('kind', kind)
    form.append('file', file)
    // fetchJson leaves a FormData body's Content-Type to the browser, which writes the multipart boundary.
    await httpClient(`${ADMIN_API_URL}/users/${userId}/documents`, { method: 'POST', body: form })
  },
  getPrivateFile: async (url) => {
    const response = await fetch(url, { credentials: 'include' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return response.blob()
  },
  reviewSellerApplication: async (id, decision, body) => void (await postJson(`approvals/${id}/${decision}`, body)),
  reviewUser: (id, decision, body) => postJson(`users/${id}/${decision}`, body),
  reviewDocument: async (id, decision, body) => void (await postJson(`documents/${id}/${decision}`, body)),
  actOnModerationCase: (id, action, body) => postJson(`moderation-cases/${id}/${action}`, body),
  recordSiteVisit: async (propertyId, body) => void (await postJson(`properties/${propertyId}/visit`, body)),
  assignAgent: async (target, body) =>
    void (await postJson(`${target.kind === 'inquiry' ? 'inquiries' : 'properties'}/${target.id}/assign-agent`, body)),
}

/**
 * ra-data-simple-rest dialect against the Remix app's /api/admin/* routes:
 * GET /api/admin/{resource}?sort=[..]&range=[..]&filter={..} -> array + Content-Range,
 * GET|PUT|DELETE /api/admin/{resource}/{id}, POST /api/admin/{resource}.
 * Errors are JSON `{ message, errors? }`; fetchJson turns them into an HttpError
 * whose message is `body.message`, and react-admin maps `body.errors` onto form fields.
 * The console's own calls are the methods of `consoleMethods`.
 */
export const createDataProvider = (apiUrl: string = ADMIN_API_URL): ConsoleDataProvider => ({
  ...simpleRestProvider(apiUrl, httpClient),
  ...consoleMethods,
})

export const dataProvider = createDataProvider()

/** The console's data provider, with its custom methods typed. */
export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>()
