/**
 * Console component tests: render screens in happy-dom against an in-memory data provider
 * (ra-data-fakerest), so a list, a form or a button is checked without a server. The tests run in
 * the unit stage (`// @vitest-environment happy-dom` at the top of each test file).
 */
import { cleanup, configure, render } from '@testing-library/react'
import fakeRestProvider from 'ra-data-fakerest'
import type { ReactNode } from 'react'
import { AdminContext, AdminUI, type AuthProvider, type DataProvider, Resource, TestMemoryRouter } from 'react-admin'
import { onTestFinished, vi } from 'vitest'
import { i18nProvider } from '../i18n/i18nProvider'

// List filters are debounced and a loaded machine is slow: findBy/waitFor wait up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 })

// Each test leaves an empty document and the real fetch. Registered per test, not at the top: the
// unit stage keeps modules from one file to the next (isolate: false), so a top-level afterEach
// would only ever be registered for the first file a worker runs.

export type FakeRecords = Record<string, Record<string, unknown>[]>
export type ProviderCall = { method: string; resource: string; params: unknown }

/** An in-memory data provider over `records` that remembers every call made to it. */
export function fakeDataProvider(records: FakeRecords): { dataProvider: DataProvider; calls: ProviderCall[] } {
  const base = fakeRestProvider(structuredClone(records), false, 0) as DataProvider
  const calls: ProviderCall[] = []
  const dataProvider = new Proxy(base, {
    get(target, method: string) {
      const value = target[method]
      if (typeof value !== 'function') return value
      return (resource: string, params: unknown) => {
        calls.push({ method, resource, params })
        return value.call(target, resource, params)
      }
    },
  })
  return { dataProvider, calls }
}

const matches = (record: Record<string, unknown>, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, value]) => key === 'q' || record[key] === value)

/**
 * The console's one call outside the data provider: GET /api/admin/{resource}/counts (FilterTabs),
 * answered by counting the same in-memory records with each tab's filter.
 */
export function stubCountsEndpoint(records: FakeRecords) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console.test')
    const match = /^\/api\/admin\/([^/]+)\/counts$/.exec(url.pathname)
    if (!match) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 })
    const base = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>
    const tabs = JSON.parse(url.searchParams.get('tabs') ?? '{}') as Record<string, Record<string, unknown>>
    const rows = records[match[1]!] ?? []
    const counts = Object.fromEntries(
      Object.entries(tabs).map(([key, filter]) => [key, rows.filter((r) => matches(r, { ...base, ...filter })).length]),
    )
    return new Response(JSON.stringify(counts), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchStub)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return fetchStub
}

/** An auth provider signed in as user `id` (for screens that treat the admin's own record apart). */
export const signedInAs = (id: number): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id, fullName: 'Gruha Admin' }),
  getPermissions: async () => 'admin',
})

/**
 * Renders the console at `path` with `resources` and the real i18n, signed in: with no auth
 * provider, or with `authProvider` when a screen needs to know who is signed in.
 */
export function renderConsole(
  resources: ReactNode,
  { dataProvider, path, authProvider }: { dataProvider: DataProvider; path: string; authProvider?: AuthProvider },
) {
  onTestFinished(() => cleanup())
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
        <AdminUI>{resources}</AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  )
}

export { Resource }
