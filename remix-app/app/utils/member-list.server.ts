import type { LoaderFunctionArgs } from '@remix-run/node'
import type { CollectionSlug, Where } from 'payload'
import type { Role } from '@gruha/shared'
import type { SessionUser } from './auth.server'
import { asPlainRecord, getPayloadClient } from './payload.server'
import { requireRole } from './permissions.server'

export type MemberListItem = { id: number | string; title: string; detail: string; status?: string | null }

type MemberListOptions = {
  roles: readonly Role[]
  collection: CollectionSlug
  /** Narrows the list; Payload's access rules already limit what the user may read. */
  where: (user: SessionUser) => Where
  toItem: (doc: Record<string, unknown>) => MemberListItem
  depth?: number
}

/** Guards a member page by role, then lists what the user may read, newest first. */
export async function loadMemberList({ request }: LoaderFunctionArgs, options: MemberListOptions) {
  const user = await requireRole(request, options.roles)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: options.collection,
    where: options.where(user),
    sort: '-createdAt',
    limit: 50,
    depth: options.depth ?? 1,
    overrideAccess: false,
    user,
  })
  return { items: result.docs.map((d) => options.toItem(asPlainRecord(d))), total: result.totalDocs }
}

export const titleOf = (value: unknown, fallback = 'Property'): string =>
  value && typeof value === 'object' && 'title' in value ? String((value as { title: unknown }).title) : fallback
