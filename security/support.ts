/**
 * Helpers for the security checks (issue 7): plain HTTP against the real built servers and SQL
 * against the run's database, to see whether a write happened. No browser.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'

const required = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run security checks through \`npm run test:e2e\``)
  return value
}

export const site = () => required('E2E_SITE_URL')
export const cmsApi = () => `${required('E2E_CMS_URL')}/cms/api`
export const DEMO_PASSWORD = 'Demo@12345'
export const ADMIN = { email: 'admin@gruha.local', password: 'Admin@12345' }

export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: required('E2E_DATABASE_URL') })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export const uniq = () => crypto.randomBytes(4).toString('hex')
export const uniquePhone = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`

/**
 * A fresh account straight in the database, with the demo password (its hash and salt copied
 * from the demo buyer), so checks need neither sign-up (rate-limited, and closed on /cms/api)
 * nor the demo accounts other tests use.
 */
export async function createAccount(
  role: 'buyer' | 'seller' | 'agent',
  extra: { status?: string; verification_status?: string; email_verified?: boolean; phone_number?: string } = {},
): Promise<{ id: number; email: string; phone: string }> {
  const email = `sec-${role}-${uniq()}@example.test`
  const phone = extra.phone_number ?? uniquePhone()
  const [row] = await sql<{ id: number }>(
    `insert into users (email, first_name, last_name, role, status, verification_status, email_verified, phone_number, hash, salt, terms_accepted_at, updated_at, created_at)
     select $1, 'Sec', $2::text, ($2::text)::enum_users_role, $3::enum_users_status, $4::enum_users_verification_status, $5, $6, hash, salt, now(), now(), now()
       from users where email = 'buyer@gruha.local'
     returning id`,
    [email, role, extra.status ?? 'active', extra.verification_status ?? 'verified', extra.email_verified ?? true, phone],
  )
  if (!row) throw new Error('the demo buyer is missing: the run must seed demo data')
  return { id: row.id, email, phone }
}

/** The `name=value` pairs of every Set-Cookie, as a Cookie header. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/** Signs in through the site's form (no JavaScript): the session cookie, or null when refused. */
export async function siteSignIn(
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ cookie: string | null; status: number; body: string }> {
  const body = new URLSearchParams({ intent: 'signin', email, password, redirectTo: '/profile' })
  const response = await fetch(`${site()}/login`, { method: 'POST', body, redirect: 'manual', headers: { Origin: site() } })
  const text = await response.text()
  return { cookie: response.status === 302 ? cookieOf(response) : null, status: response.status, body: text }
}

/** The console's session for the demo admin. */
export async function adminCookie(): Promise<string> {
  const response = await fetch(`${site()}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site() },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`)
  return cookieOf(response)
}

/** A console API call as the admin (same-origin JSON). */
export function consoleCall(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${site()}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: site(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** POSTs a form to a site page as the signed-in member (no JavaScript). */
export function postForm(path: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site()}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: site() },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

/** Payload's REST login: the token, or null when refused (a blocked account, or members shut out of /cms/api). */
export async function restLogin(email: string, password = DEMO_PASSWORD): Promise<string | null> {
  const response = await fetch(`${cmsApi()}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) return null
  const body = (await response.json().catch(() => ({}))) as { token?: string }
  return body.token ?? null
}

/** A REST call with a Payload token (or none). */
export function rest(method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${cmsApi()}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The newest code texted to `phone` after `after` (ISO time), read from the dev SMS log. */
export async function smsCode(phone: string, after: string): Promise<string> {
  const file = required('E2E_SMS_LOG')
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').reverse() : []
    for (const line of lines) {
      const [at, to, text] = line.split('\t')
      const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
      if (code && at > after && to?.replace(/\D/g, '').endsWith(phone.slice(-10))) return code
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS to ${phone}`)
}

/** A listing body as the REST API takes it. */
export const listing = (title: string) => ({
  title,
  description: 'Made by a security check.',
  listing_type: 'RENT',
  property_type: 'standalone_apartment',
  monthly_rent: 15_000,
  address: '9 Check Road',
  city: 'Guntur',
})

export const propertiesTitled = async (title: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from properties where title = $1', [title]))[0].n)
