import { expect } from 'vitest'
import { DEMO, siteUrl } from './env'
import { Client, form } from './http'
import { uniqueEmail } from './ids'

/** A same-origin form POST to a site route, as the browser sends it. */
export function postForm(client: Client, path: string, fields: Record<string, string>, origin: string | null = siteUrl) {
  const { body, headers } = form(fields)
  return client.fetch(`${siteUrl}${path}`, { method: 'POST', body, headers: { ...headers, ...(origin ? { Origin: origin } : {}) } })
}

/** Signs in through the site's form (no JavaScript path) and returns the client holding the session cookie. */
export async function signInSite(email: string, password: string, client = new Client()): Promise<Client> {
  const res = await postForm(client, '/login', { email, password })
  expect(res.status, `sign-in of ${email}`).toBe(302)
  expect(client.cookies.has('__gruha_session') || [...client.cookies.keys()].some((k) => k.endsWith('gruha_session'))).toBe(true)
  return client
}

/** The session cookie's name and value (whatever prefix it carries). */
export function sessionCookie(client: Client): [string, string] | undefined {
  return [...client.cookies].find(([name]) => name.endsWith('gruha_session'))
}

/** Posts the site's sign-up form for a buyer (no documents) and returns the answer. */
export function postSignUp(email: string, password: string, client = new Client()): Promise<Response> {
  return postForm(client, '/login', {
    intent: 'signup',
    first_name: 'Sec',
    last_name: 'Check',
    email,
    password,
    confirmPassword: password,
    role: 'buyer',
    terms_accepted: 'on',
  })
}

/** A fresh buyer signed up through the site with a strong password; its e-mail. */
export async function signUpBuyer(password = STRONG_PASSWORD): Promise<string> {
  const email = uniqueEmail('buyer')
  const res = await postSignUp(email, password)
  expect(res.status, await res.clone().text()).toBe(200)
  return email
}

/** A password that passes every rule and is on no list. */
export const STRONG_PASSWORD = 'Tamarind#Leaf42'

/** Signs in through the site's form (no JavaScript): the session cookie, or null when refused, and the answer. */
export async function siteSignIn(
  email: string,
  password: string = DEMO.password,
): Promise<{ cookie: string | null; status: number; body: string }> {
  const client = new Client()
  const res = await postForm(client, '/login', { intent: 'signin', email, password, redirectTo: '/profile' })
  const body = await res.text()
  return { cookie: res.status === 302 ? client.cookieHeader() : null, status: res.status, body }
}

/** POSTs a form to a site page with a Cookie header (a member's session), no JavaScript. */
export function postFormWithCookie(path: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  return new Client().fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: siteUrl },
    body: new URLSearchParams(fields),
  })
}

/** A console API call (same-origin JSON) with a Cookie header (adminCookie() in session.ts). */
export function consoleCall(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return new Client().fetch(`${siteUrl}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: siteUrl, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
