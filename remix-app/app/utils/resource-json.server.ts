/**
 * A resource route's JSON answer (routes with no component: /resources/*). Remix keeps the status of
 * `data()` only for page routes; from a resource route it answered 200 whatever the status (a repeat
 * report got 200 instead of 409). A plain `Response` keeps it, and fetchers read its JSON body as
 * before. Declared as returning the body, so `useFetcher<typeof action>` still knows the shape.
 */
export function resourceJson<T>(body: T, init?: number | ResponseInit): T
export function resourceJson(body: unknown, init?: number | ResponseInit): unknown {
  return Response.json(body, typeof init === 'number' ? { status: init } : init)
}
