/** Liveness: the process answers. It never touches the database, so a database outage does not restart it. */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
