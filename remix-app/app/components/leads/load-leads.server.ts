import type { Role } from '@gruha/shared'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'

type Payload = Awaited<ReturnType<typeof getPayloadClient>>
type LeadList<F extends string, T> = { filter: F; items: T[]; counts: Record<F, number> }

/**
 * Loader of the booking and enquiry pages: checks the role, reads the chip from `?status=` and
 * lists through the service; a failure shows the spec's message with an empty list.
 */
export async function loadLeads<F extends string, T>(
  request: Request,
  options: {
    roles: readonly Role[]
    filters: readonly F[]
    fetchFailed: string
    list: (args: { payload: Payload; user: SessionUser; filter: string | null }) => Promise<LeadList<F, T>>
  },
): Promise<LeadList<F, T> & { error: string | null }> {
  const user = await requireRole(request, options.roles)
  const filter = new URL(request.url).searchParams.get('status')
  const payload = await getPayloadClient()
  try {
    return { ...(await options.list({ payload, user, filter })), error: null }
  } catch (error) {
    payload.logger.error({ err: error, path: new URL(request.url).pathname }, 'could not list leads')
    const counts = Object.fromEntries(options.filters.map((f) => [f, 0])) as Record<F, number>
    return { filter: options.filters[0], items: [], counts, error: options.fetchFailed }
  }
}

/** A positive record id from a form, or null. */
export function formId(form: FormData, name = 'id'): number | null {
  const id = Number(form.get(name))
  return Number.isInteger(id) && id > 0 ? id : null
}
