import { cmsUrl } from '../support/browser'
import { sql } from '../public/helpers'

export const DEMO = { buyer: 'buyer@gruha.local', seller: 'seller@gruha.local', agent: 'agent@gruha.local', password: 'Demo@12345' }
export const ADMIN = { email: 'admin@gruha.local', password: 'Admin@12345' }

const tokens = new Map<string, string>()

/** A Payload token for a staff account (REST sign-in is for editors and admins only). */
async function tokenFor(email: string, password: string): Promise<string> {
  const cached = tokens.get(email)
  if (cached) return cached
  const response = await fetch(`${cmsUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  tokens.set(email, token)
  return token
}

/**
 * Creates a record through Payload's REST API. /cms/api is for staff only (ADR 7), so a member's
 * record is made by the admin on the member's behalf (`user` set to that member); the admin's access
 * rules and the collections' hooks still apply.
 */
export async function createAs<T = { id: number }>(
  email: string,
  _password: string,
  collection: string,
  data: Record<string, unknown>,
): Promise<T> {
  let body = data
  if (email !== ADMIN.email) {
    const [member] = await sql<{ id: number }>(`select id from users where email = $1`, [email])
    if (!member) throw new Error(`no account ${email}`)
    body = { user: member.id, ...data }
  }
  const response = await fetch(`${cmsUrl}/cms/api/${collection}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await tokenFor(ADMIN.email, ADMIN.password)}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`create ${collection}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** A date `days` from today, YYYY-MM-DD. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
