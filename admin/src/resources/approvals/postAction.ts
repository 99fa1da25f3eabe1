import { HttpError } from 'react-admin'
import { ADMIN_API_URL, httpClient } from '../../providers/dataProvider'

/** POST /api/admin/{path} with a JSON body; the answer's JSON, or an HttpError carrying the server's message. */
export async function postAction<T = Record<string, unknown>>(path: string, body: Record<string, unknown>): Promise<T> {
  const { json } = await httpClient(`${ADMIN_API_URL}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json' }),
  })
  return json as T
}

/** The server's message of a failed call, if it sent one. */
export const serverMessage = (error: unknown): string | null =>
  error instanceof HttpError && typeof error.body?.message === 'string' ? error.body.message : null

/** The server's per-field errors of a failed call. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof HttpError && error.body?.errors && typeof error.body.errors === 'object'
    ? (error.body.errors as Record<string, string>)
    : {}
