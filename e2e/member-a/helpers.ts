import { cmsUrl } from '../support/browser'

export const DEMO = { buyer: 'buyer@gruha.local', seller: 'seller@gruha.local', agent: 'agent@gruha.local', password: 'Demo@12345' }
export const ADMIN = { email: 'admin@gruha.local', password: 'Admin@12345' }

const tokens = new Map<string, string>()

/** A Payload token for an account (REST sign-in), so tests set up data through the same access rules. */
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

/** Creates a record through Payload's REST API as `email` (access rules apply). */
export async function createAs<T = { id: number }>(
  email: string,
  password: string,
  collection: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${cmsUrl}/cms/api/${collection}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await tokenFor(email, password)}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`create ${collection}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** A date `days` from today, YYYY-MM-DD. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
