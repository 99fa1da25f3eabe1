import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getAnalytics } from '@gruha/cms/services/admin-stats'
import { getStatsSignature } from '@gruha/cms/services/admin-stats'
import { getDashboardStats } from '@gruha/cms/services/admin-stats'
import { getRecentActivity } from '@gruha/cms/services/admin-stats'
import { getStateSummary } from '@gruha/cms/services/admin-stats'
import { cachedStats } from '@gruha/cms/services/admin-stats'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError, requireAdminApi } from './http.server'

/** GET /api/admin/dashboard: the cards, Property Values, recent lists, notifications and charts in one answer. */
export async function dashboardData(user: SessionUser) {
  const payload = await getPayloadClient()
  const signature = await getStatsSignature({ payload, user })
  const [stats, recent, analytics] = await Promise.all([
    cachedStats('dashboard', signature, () => getDashboardStats({ payload, user })),
    getRecentActivity({ payload, user }),
    cachedStats('analytics', signature, () => getAnalytics({ payload, user })),
  ])
  return { ...stats, recent, analytics }
}

/** GET /api/admin/analytics: the Reports page's charts only. */
export async function analyticsData(user: SessionUser) {
  const payload = await getPayloadClient()
  const signature = await getStatsSignature({ payload, user })
  return cachedStats('analytics', signature, () => getAnalytics({ payload, user }))
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
