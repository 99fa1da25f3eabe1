/**
 * Console component tests: render screens in happy-dom against an in-memory data provider
 * (ra-data-fakerest), so a list, a form or a button is checked without a server. The tests run in
 * the unit stage (`// @vitest-environment happy-dom` at the top of each test file).
 */
import { cleanup, configure, render } from '@testing-library/react'
import fakeRestProvider from 'ra-data-fakerest'
import type { ReactNode } from 'react'
import { AdminContext, AdminUI, type AuthProvider, type DataProvider, Resource, TestMemoryRouter } from 'react-admin'
import { onTestFinished } from 'vitest'
import type { ConsoleDataProvider, ConsoleMethods } from '../providers/dataProvider'
import { i18nProvider } from '../i18n/i18nProvider'

// List filters are debounced and a loaded machine is slow: findBy/waitFor wait up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 })

// Each test leaves an empty document. Registered per test, not at the top: the unit stage keeps
// modules from one file to the next (isolate: false), so a top-level afterEach would only ever be
// registered for the first file a worker runs.

export type FakeRecords = Record<string, Record<string, unknown>[]>
export type ProviderCall = { method: string; resource: unknown; params: unknown }
/** What a test's custom methods answer, by method name; a function may throw to refuse. */
export type FakeAnswers = Partial<{ [K in keyof ConsoleMethods]: ConsoleMethods[K] }>

const matches = (record: Record<string, unknown>, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, value]) => key === 'q' || record[key] === value)

/**
 * The console's own methods (providers/dataProvider.ts) over the same records: tab counts are the
 * records each tab's filter keeps; the rest answer what the test gave in `answers`, or nothing.
 */
function fakeConsoleMethods(records: FakeRecords, answers: FakeAnswers): ConsoleMethods {
  const unanswered = (method: string) => async () => {
    throw new Error(`the test gave no answer for ${method}`)
  }
  const quiet = async () => undefined
  return {
    getTabCounts: async (resource, { filter, tabs }) =>
      Object.fromEntries(
        Object.entries(tabs).map(([key, tab]) => [key, (records[resource] ?? []).filter((r) => matches(r, { ...filter, ...tab })).length]),
      ),
    getReport: unanswered('getReport'),
    getUserDocuments: async () => [],
    uploadUserDocument: quiet,
    getPrivateFile: unanswered('getPrivateFile'),
    reviewSellerApplication: quiet,
    reviewUser: async () => ({}),
    reviewDocument: quiet,
    actOnModerationCase: async () => ({ message: '' }),
    recordSiteVisit: quiet,
    assignAgent: quiet,
    ...answers,
  } as ConsoleMethods
}

/**
 * An in-memory data provider over `records` (ra-data-fakerest, plus the console's own methods) that
 * remembers every call made to it: `{ method, resource, params }`, where a custom method's
 * `resource` is its first argument and `params` the rest.
 */
export function fakeDataProvider(
  records: FakeRecords,
  answers: FakeAnswers = {},
): { dataProvider: ConsoleDataProvider; calls: ProviderCall[] } {
  const data = structuredClone(records)
  const base = { ...(fakeRestProvider(data, false, 0) as DataProvider), ...fakeConsoleMethods(data, answers) }
  const calls: ProviderCall[] = []
  const dataProvider = new Proxy(base, {
    get(target, method: string) {
      const value = target[method as keyof typeof target]
      if (typeof value !== 'function') return value
      return (resource: unknown, ...params: unknown[]) => {
        calls.push({ method, resource, params: params.length > 1 ? params : params[0] })
        return (value as (...args: unknown[]) => unknown).call(target, resource, ...params)
      }
    },
  }) as ConsoleDataProvider
  return { dataProvider, calls }
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
