import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getAnalytics, getDashboardStats, getRecentActivity, getStateSummary, getStatsSignature } from '@gruha/cms/services/admin-stats'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError, requireAdminApi } from './http.server'

/** GET /api/admin/dashboard: the cards, Property Values, recent lists, notifications and charts in one answer. */
export async function dashboardData(user: SessionUser) {
  const payload = await getPayloadClient()
  // Each figure is kept until a table it counts changes.
  const signature = await getStatsSignature({ payload, user })
  const [stats, recent, analytics] = await Promise.all([
    getDashboardStats({ payload, user, signature }),
    getRecentActivity({ payload, user }),
    getAnalytics({ payload, user, signature }),
  ])
  return { ...stats, recent, analytics }
}

/** GET /api/admin/analytics: the Reports page's charts only. */
export async function analyticsData(user: SessionUser) {
  const payload = await getPayloadClient()
  return getAnalytics({ payload, user, signature: await getStatsSignature({ payload, user }) })
}

/** GET /api/admin/states-summary: the States screen's four cards. */
export async function stateSummaryData(user: SessionUser) {
  return getStateSummary({ payload: await getPayloadClient(), user })
}

/** A read-only console endpoint: admins get `read(user)` as JSON; anyone else 401/403; writes 405. */
export const adminJsonLoader =
  (read: (user: SessionUser) => Promise<unknown>) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requireAdminApi(request)
    return Response.json(await read(user), { headers: { 'Cache-Control': 'no-store' } })
  }

export async function readOnlyAction({ request }: ActionFunctionArgs) {
  await requireAdminApi(request)
  return apiError(405, 'Method not allowed')
}
