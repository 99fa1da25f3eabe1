/**
 * Signing in without the form: a session cookie from the site's own sign-in endpoint, added to a
 * browser context. Only the sign-in tests use the form (that is what they test).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { cmsUrl, DEMO, siteUrl } from './env'
import { Client } from './http'
import { hydrated, waitToLeave } from './browser'
import { createUser, type TestUser } from './factory'

/** Signs in on the site's login endpoint (no JavaScript) and returns the session cookie ('' if refused). */
export async function siteSessionCookie(email: string, password: string = DEMO.password): Promise<string> {
  // Its own client address, so sign-ins never spend the budget of the browser tests' address.
  const res = await new Client().fetch(`${siteUrl}/login`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'signin', email, password }),
    headers: { Origin: siteUrl },
  })
  await res.arrayBuffer()
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__gruha_session='))
  return cookie ? cookie.split(';')[0] : ''
}

/** The browser context is signed in as `who` (the site and the console share the session cookie). */
export async function signInContext(context: BrowserContext, who: string | { email: string; password?: string }, password?: string) {
  const email = typeof who === 'string' ? who : who.email
  const cookie = await siteSessionCookie(email, password ?? (typeof who === 'string' ? undefined : who.password))
  if (!cookie) throw new Error(`sign-in refused for ${email}`)
  const [name, ...value] = cookie.split('=')
  await context.addCookies([{ name: name!, value: value.join('='), url: siteUrl }])
}

/**
 * The console, signed in as a fresh admin of its own with a saved cookie (the site and the console
 * share it), open on its dashboard: console files running side by side share no account, so what one
 * does as "the admin" (audit entries, sessions, its own row) is never another's. The console's sign-in
 * form has its own test (console/sign-in-and-api).
 */
export async function signInToConsole(page: Page): Promise<TestUser> {
  const admin = await createUser('admin')
  await signInContext(page.context(), admin)
  await page.goto(`${siteUrl}/admin`)
  // The app bar's Sign out shows once the console has read the session ('Welcome…' is the form's toast).
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor()
  return admin
}

/**
 * Signs `page`'s context in with a saved cookie and opens `path` (hydrated), as a member who had
 * signed in and gone there. For a test of signing in, use the form instead.
 */
export async function signInAt(page: Page, who: string | { email: string; password?: string }, path: string, password?: string) {
  await signInContext(page.context(), who, password)
  await page.goto(`${siteUrl}${path}`)
  if (new URL(page.url()).pathname.startsWith('/login')) throw new Error(`${page.url()}: the saved session was not accepted`)
  if (!path.startsWith('/admin')) await hydrated(page)
}

/** The console's session for an admin (the demo admin by default), as a Cookie header. */
export async function adminCookie(email: string = DEMO.admin.email, password: string = DEMO.admin.password): Promise<string> {
  const client = new Client()
  const res = await client.fetch(`${siteUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify({ email, password }),
  })
  expect(res.ok, `console sign-in of ${email}: ${res.status}`).toBe(true)
  return client.cookieHeader()
}

/** Signs in to Payload's REST API (the CMS) and returns the JWT for `Authorization: JWT …`. */
export async function cmsToken(
  url: string = cmsUrl,
  email: string = DEMO.admin.email,
  password: string = DEMO.admin.password,
): Promise<string> {
  // The run's shared admin token (scripts/e2e.mjs), so files do not sign the admin in at the same moment.
  if (url === cmsUrl && email === DEMO.admin.email && process.env.E2E_STAFF_TOKEN) return process.env.E2E_STAFF_TOKEN
  const res = await fetch(`${url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`CMS sign-in failed for ${email}: ${res.status}`)
  return body.token
}

/**
 * Signs in through the site's form, as a person does: for tests of signing in (and of what happens
 * around it). Every other test uses signInAt / signInContext.
 */
export async function signInWithForm(page: Page, email: string, password: string = DEMO.password) {
  await page.goto(`${siteUrl}/login`)
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await waitToLeave(page, '/login')
  // Signing in reloads the document; the tests start from the page as it is once hydrated.
  await hydrated(page)
}
