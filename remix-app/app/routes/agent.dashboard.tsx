import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Agent Dashboard · Gruha' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  const payload = await getPayloadClient()
  const count = (status?: string) =>
    payload
      .count({
        collection: 'inquiry-assignments',
        where: status ? { and: [{ agent: { equals: user.id } }, { status: { equals: status } }] } : { agent: { equals: user.id } },
        overrideAccess: false,
        user,
      })
      .then((r) => r.totalDocs)
  const [totalAssignments, acceptedAssignments, pendingAssignments] = await Promise.all([count(), count('accepted'), count('pending')])
  return {
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    licence: (user.agent_license_number as string | null) ?? null,
    totalAssignments,
    acceptedAssignments,
    pendingAssignments,
  }
}

export default function AgentDashboard() {
  const d = useLoaderData<typeof loader>()
  return (
    <main className="page">
      <h1>Agent Dashboard</h1>
      <p className="muted">
        {d.name}
        {d.licence ? ` · Licence ${d.licence}` : ''}
      </p>
      <div className="row">
        <div className="card">
          <div className="muted">Total assignments</div>
          <strong>{d.totalAssignments}</strong>
        </div>
        <div className="card">
          <div className="muted">Accepted</div>
          <strong>{d.acceptedAssignments}</strong>
        </div>
        <div className="card">
          <div className="muted">Awaiting your answer</div>
          <strong>{d.pendingAssignments}</strong>
        </div>
      </div>
      <p>
        <Link to="/agent/assignments">View assignments</Link>
      </p>
      <p className="muted">Support: 1800-123-4567</p>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
