import { cmsUrl } from './env'
import { type Client } from './http'

/** A call to Payload's REST API at /cms/api, with an optional JWT. */
export function rest(
  client: Client,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  return client.fetch(`${cmsUrl}/cms/api${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
}

/** POST /cms/api/users/login; the token, or null when refused. */
export async function restLogin(client: Client, email: string, password: string): Promise<{ status: number; token: string | null }> {
  const res = await rest(client, 'POST', '/users/login', { json: { email, password } })
  const body = (await res.json().catch(() => ({}))) as { token?: string }
  return { status: res.status, token: res.ok ? (body.token ?? null) : null }
}
