import { cmsUrl, DEMO } from './env'
import { Client } from './http'

type RestOptions = {
  /** A Payload JWT (`Authorization: JWT …`); none for an anonymous call. */
  token?: string | null
  json?: unknown
  headers?: Record<string, string>
  /** The client (cookie jar, client address); a fresh one by default. */
  client?: Client
}

/** A call to Payload's REST API at /cms/api. */
export function rest(method: string, path: string, options: RestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  return (options.client ?? new Client()).fetch(`${cmsUrl}/cms/api${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
}

/** POST /cms/api/users/login: its status, and the token (null when refused). */
export async function restLogin(
  email: string,
  password: string = DEMO.password,
  options: { client?: Client } = {},
): Promise<{ status: number; token: string | null }> {
  const res = await rest('POST', '/users/login', { json: { email, password }, client: options.client })
  const body = (await res.json().catch(() => ({}))) as { token?: string }
  return { status: res.status, token: res.ok ? (body.token ?? null) : null }
}

const tokens = new Map<string, Promise<string>>()

/** A Payload token for a staff account (REST sign-in is for editors and admins only, ADR 7), kept per file. */
export function staffToken(email: string = DEMO.admin.email, password: string = DEMO.admin.password): Promise<string> {
  // The demo admin's token for the whole run (scripts/e2e.mjs): no file signs the admin in at the same moment as another.
  if (email === DEMO.admin.email && process.env.E2E_STAFF_TOKEN) return Promise.resolve(process.env.E2E_STAFF_TOKEN)
  let token = tokens.get(email)
  if (!token) {
    token = restLogin(email, password).then(({ status, token }) => {
      if (!token) throw new Error(`REST sign-in of ${email} refused: ${status}`)
      return token
    })
    token.catch(() => tokens.delete(email))
    tokens.set(email, token)
  }
  return token
}

/** A call to Payload's REST API as the demo admin (`path` without /cms/api), answering the record. */
export async function asAdmin<T = { id: number }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await rest(method, `/${path}`, { token: await staffToken(), json: body })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { doc: T }).doc
}

/**
 * Creates a record through Payload's REST API as the demo admin, so the collections' access rules
 * and hooks run. A member's record names its member (`user`, `owner`…) in `data`.
 */
export const createRecord = <T = { id: number }>(collection: string, data: Record<string, unknown>): Promise<T> =>
  asAdmin<T>('POST', collection, data)
