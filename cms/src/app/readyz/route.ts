/** Readiness: PostgreSQL and the jobs queue answer (503 otherwise, so a load balancer skips this instance). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { checkReadiness } from '../../services/operations/check-readiness'

export const dynamic = 'force-dynamic'

export async function GET() {
  const readiness = await checkReadiness({ payload: await getPayload({ config }) })
  return Response.json(
    { status: readiness.ok ? 'ready' : 'not ready', checks: readiness.checks },
    { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
