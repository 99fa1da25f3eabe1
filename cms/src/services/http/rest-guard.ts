/**
 * The first check on Payload's REST API (/cms/api): malformed requests get a 400 before Payload
 * reads them, because some reach the database as junk and come back as 500s (fuzzing found
 * `limit=5e31`, a repeated `where[…]` key and a multipart body without its boundary).
 */

/** Query parameters Payload reads as whole numbers. */
const NUMBER_PARAMS = new Set(['limit', 'page', 'depth'])
const MAX_DEPTH = 10

/**
 * What anyone but staff may ask for in one response: the console API's page size, and the depth the
 * site's own reads use. Without these, `?limit=100000&depth=10` or `?pagination=false` read every
 * listing, fully populated, in one request.
 */
export const PUBLIC_MAX_LIMIT = 100
export const PUBLIC_MAX_DEPTH = 2

/**
 * Geometry operators need a `point` field; no collection has one (lat/lng are numbers, ADR 2), and
 * Payload turns them into SQL that fails (`where[latitude][near]=1,2,3` was a 500).
 */
const GEO_OPERATOR = /\[(near|within|intersects)\](\[|$)/

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

/** What is wrong with a REST query string, or null. */
export function queryProblem(search: URLSearchParams): string | null {
  const seen = new Set<string>()
  for (const [key, value] of search) {
    if (key.includes('\u0000') || value.includes('\u0000')) return 'The request contains a NUL character.'
    // qs turns a repeated key into an array, which Payload passes on to SQL as if it were one value.
    if (seen.has(key)) return `The query parameter ${key} is given more than once.`
    seen.add(key)
    if (NUMBER_PARAMS.has(key)) {
      if (!/^\d{1,6}$/.test(value)) return `The query parameter ${key} must be a whole number.`
      if (key === 'depth' && Number(value) > MAX_DEPTH) return `The query parameter depth must be at most ${MAX_DEPTH}.`
    }
    const geo = GEO_OPERATOR.exec(key)
    if (geo) return `The ${geo[1]} operator needs a point field, and this API has none.`
  }
  return null
}

/** What a reader who is not staff may not ask for (page size, depth, no pagination), or null. */
export function publicQueryProblem(search: URLSearchParams): string | null {
  const limit = search.get('limit')
  // Payload reads limit=0 as "no limit".
  if (limit !== null && (Number(limit) < 1 || Number(limit) > PUBLIC_MAX_LIMIT))
    return `The query parameter limit must be between 1 and ${PUBLIC_MAX_LIMIT}.`
  const depth = search.get('depth')
  if (depth !== null && Number(depth) > PUBLIC_MAX_DEPTH) return `The query parameter depth must be at most ${PUBLIC_MAX_DEPTH}.`
  if (search.has('pagination')) return 'The query parameter pagination is not allowed; read page by page with limit and page.'
  for (const [key, value] of search) {
    // A join field's page size (joins[field][limit]) is a page size too.
    if (/\[limit\]$/.test(key) && !(/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= PUBLIC_MAX_LIMIT))
      return `The query parameter ${key} must be between 1 and ${PUBLIC_MAX_LIMIT}.`
  }
  return null
}

/** Whether a multipart body has its boundary and closing line (Payload's parser throws otherwise). */
export function isCompleteMultipart(contentType: string, body: ArrayBuffer): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  if (!boundary) return false
  return Buffer.from(body)
    .toString('latin1')
    .includes(`--${boundary[1] ?? boundary[2]}--`)
}

/**
 * The query a request carries: its URL's, or for Payload's method override (a POST with
 * `X-Payload-HTTP-Method-Override: GET`, used for long queries) its urlencoded body.
 */
async function queriesOf(request: Request): Promise<URLSearchParams[]> {
  const queries = [new URL(request.url).searchParams]
  if (request.method === 'POST' && request.headers.get('x-payload-http-method-override')?.toUpperCase() === 'GET') {
    queries.push(new URLSearchParams(await request.clone().text()))
  }
  return queries
}

/**
 * Next decodes the path once and Payload's router decodes it again, so a path that decodes to an
 * invalid escape (`/media/file/a%25.png` becomes `a%.png`) threw a URIError and came back as a 500.
 */
export function pathProblem(pathname: string): string | null {
  try {
    decodeURIComponent(decodeURIComponent(pathname))
    return null
  } catch {
    return 'The path contains a percent sign that is not a valid escape.'
  }
}

export async function requestProblem(request: Request): Promise<string | null> {
  const path = pathProblem(new URL(request.url).pathname)
  if (path) return path
  for (const query of await queriesOf(request)) {
    const problem = queryProblem(query)
    if (problem) return problem
  }
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (request.method !== 'GET' && type.startsWith('multipart/form-data')) {
    if (!isCompleteMultipart(request.headers.get('content-type') ?? '', await request.clone().arrayBuffer()))
      return 'The multipart body is incomplete.'
  }
  return null
}

/** The page-size and depth caps for a reader who is not staff (asks who it is only when it matters). */
async function publicProblem(request: Request, options: GuardOptions | undefined): Promise<string | null> {
  for (const query of await queriesOf(request)) {
    const problem = publicQueryProblem(query)
    if (problem) return options && (await options.isStaff(request)) ? null : problem
  }
  return null
}

/**
 * Payload's own collections that the app's staff-only hook cannot reach (ADR 7): edit locks are
 * shared between editors, so a member's token must not read or write them.
 */
const STAFF_ONLY_PATHS = /^\/cms\/api\/(payload-locked-documents|payload-preferences)(\/|$)/

export type GuardOptions = {
  /** Whether the request is signed in as an editor or admin. */
  isStaff: (request: Request) => Promise<boolean>
}

/** Wraps one of Payload's REST route handlers with the checks above. */
export function guardRest<Args>(handler: (request: Request, args: Args) => Promise<Response>, options?: GuardOptions) {
  return async (request: Request, args: Args): Promise<Response> => {
    const problem = (await requestProblem(request)) ?? (await publicProblem(request, options))
    if (problem) return badRequest(problem)
    if (options && STAFF_ONLY_PATHS.test(new URL(request.url).pathname) && !(await options.isStaff(request))) {
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    }
    return handler(request, args)
  }
}

/**
 * HEAD answered as Payload's GET would be, without the body. Payload routes by method and has no HEAD,
 * so a photo's URL answered 404 to the link checkers, caches and chat apps that ask HEAD before they
 * fetch a preview image.
 */
export function headFromGet<Args>(get: (request: Request, args: Args) => Promise<Response>) {
  return async (request: Request, args: Args): Promise<Response> => {
    const answer = await get(new Request(request.url, { method: 'GET', headers: request.headers }), args)
    await answer.body?.cancel()
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  }
}
