import { NextResponse, type NextRequest } from 'next/server'

/**
 * Next decodes a route's path segments before any handler runs, and a segment that is not valid
 * UTF-8 once decoded (`%ED%A0%80`, a lone surrogate) made it answer 500 with an empty body before
 * rest-guard.ts could refuse it. Such a path is refused here with the same 400, before routing.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return NextResponse.next()
  } catch {
    return NextResponse.json(
      { errors: [{ message: 'The path contains a percent sign that is not a valid escape.' }] },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}

export const config = { matcher: '/cms/:path*' }
