/**
 * The first check on Payload's REST API (/cms/api): malformed requests get a 400 before Payload
 * reads them, because some reach the database as junk and come back as 500s (fuzzing found
 * `limit=5e31`, a repeated `where[…]` key and a multipart body without its boundary).
 */

/** Query parameters Payload reads as whole numbers. */
const NUMBER_PARAMS = new Set(['limit', 'page', 'depth'])
const MAX_DEPTH = 10

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

export async function requestProblem(request: Request): Promise<string | null> {
  const url = new URL(request.url)
  const problem = queryProblem(url.searchParams)
  if (problem) return problem
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (request.method !== 'GET' && type.startsWith('multipart/form-data')) {
    if (!isCompleteMultipart(request.headers.get('content-type') ?? '', await request.clone().arrayBuffer()))
      return 'The multipart body is incomplete.'
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
    const problem = await requestProblem(request)
    if (problem) return badRequest(problem)
    if (options && STAFF_ONLY_PATHS.test(new URL(request.url).pathname) && !(await options.isStaff(request))) {
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    }
    return handler(request, args)
  }
}
