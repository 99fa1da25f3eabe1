import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { QUOTA_DEFAULTS, TRUST_MESSAGES, isVerifiedStatus, type MemberQuota } from '@gruha/shared'
import { userIsAdmin } from '../../access/roles'
import { requestDrizzle } from '../../db/sql'
import { AppError } from '../../errors/app-error'

const DAY_MS = 24 * 60 * 60 * 1000
/** Upload collections: every file a member stores counts towards the same daily quota. */
const UPLOAD_TABLES = ['media', 'documents', 'listing_files'] as const

/** The admin's quotas in site-settings (member_quotas), or the defaults where unset. */
export async function memberQuotas(req: PayloadRequest): Promise<Record<MemberQuota, number>> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', req, depth: 0, overrideAccess: true })
  const set = settings.member_quotas ?? {}
  const pick = (key: MemberQuota) => {
    const value = (set as Partial<Record<MemberQuota, number | null>>)[key]
    return typeof value === 'number' && value > 0 ? value : QUOTA_DEFAULTS[key]
  }
  return {
    uploads_per_day: pick('uploads_per_day'),
    upload_mb_per_day: pick('upload_mb_per_day'),
    listings_per_day_verified: pick('listings_per_day_verified'),
    listings_per_day_unverified: pick('listings_per_day_unverified'),
    private_documents: pick('private_documents'),
  }
}

/** Over a quota: 429 on every path, with the moment the oldest counted item leaves the day when known. */
const overQuota = (message: string, retryAfterSeconds?: number) => new AppError('LIMIT_REACHED', message, { retryAfterSeconds })

/** A transaction-scoped lock per member and quota, so parallel requests take turns past the count. */
async function lockMember(req: PayloadRequest, quota: string, userId: number) {
  const db = await requestDrizzle(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gruha:quota:${quota}`}), ${userId})`)
  return db
}

const secondsUntilDayFrees = (oldest: string | Date | null | undefined) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + DAY_MS - Date.now()) / 1000)) : undefined

/**
 * Uploads per member per day, by count and by bytes, over media, documents and listing files
 * together (issue 23). Runs before the file is written, so a refused upload stores nothing and
 * nothing stored earlier is touched. Admins and system calls are not limited.
 */
export const capUploadsPerDay: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
  const userId = Number(req.user.id)
  const quotas = await memberQuotas(req)
  const db = await lockMember(req, 'uploads', userId)
  const since = new Date(Date.now() - DAY_MS).toISOString()
  const union = sql.join(
    UPLOAD_TABLES.map(
      (table) => sql`select filesize, created_at from ${sql.identifier(table)} where uploaded_by_id = ${userId} and created_at > ${since}`,
    ),
    sql` union all `,
  )
  const result = await db.execute(
    sql`select count(*)::int as files, coalesce(sum(filesize), 0)::float8 as bytes, min(created_at) as oldest from (${union}) recent`,
  )
  const row = result.rows[0] as { files: number; bytes: number; oldest: string | null }
  const incoming = Number(data.filesize ?? req.file?.size ?? 0)
  if (row.files >= quotas.uploads_per_day) throw overQuota(TRUST_MESSAGES.uploadsPerDay, secondsUntilDayFrees(row.oldest))
  if (row.bytes + incoming > quotas.upload_mb_per_day * 1024 * 1024) {
    throw overQuota(TRUST_MESSAGES.uploadBytesPerDay, secondsUntilDayFrees(row.oldest))
  }
  return data
}

/** Private documents one member may keep at a time (deleting one frees a place). */
export const capPrivateDocuments: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
  const userId = Number(req.user.id)
  const quotas = await memberQuotas(req)
  await lockMember(req, 'documents', userId)
  const { totalDocs } = await req.payload.count({
    collection: 'documents',
    where: { uploaded_by: { equals: userId } },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= quotas.private_documents) throw overQuota(TRUST_MESSAGES.privateDocuments)
  return data
}

/**
 * New listings per member per day: fewer for owners whose account is not verified yet (issue 23).
 * Counts what the member added in the last 24 hours, whatever became of it since.
 */
export const capListingsPerDay: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
  const userId = Number(req.user.id)
  const quotas = await memberQuotas(req)
  await lockMember(req, 'listings', userId)
  const me = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    select: { verification_status: true },
    overrideAccess: true,
    req,
  })
  const max = isVerifiedStatus(me.verification_status) ? quotas.listings_per_day_verified : quotas.listings_per_day_unverified
  const recent = await req.payload.find({
    collection: 'properties',
    where: { and: [{ added_by: { equals: userId } }, { createdAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  if (recent.totalDocs >= max) throw overQuota(TRUST_MESSAGES.listingsPerDay, secondsUntilDayFrees(recent.docs[0]?.createdAt))
  return data
}
