/**
 * Payload keeps a member's sessions as one list on the user. Sign-in, sign-out and refresh each read
 * the list, change it and write the whole of it back. When two of them run at the same moment, for
 * example a double-clicked Sign In or a phone and a laptop, the later write drops the other's new
 * session. That device's token then stops working at once, and nothing is logged about it
 * (payloadcms/payload#18132, still open in 3.90).
 *
 * This wrapper changes how such a session-only write is stored:
 * - it locks the user's row in the operation's transaction, so the writes take turns;
 * - it reads the list as it is now, instead of as it was when the operation began;
 * - it applies only the change this operation made: the session it added, the session it ended,
 *   or a later expiry.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { requestDrizzle } from './sql'

export type StoredSession = { id: string; createdAt?: Date | string | null; expiresAt: Date | string }

const ms = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/**
 * The sessions to store: what is stored now, with this write's change applied.
 * - `written`: the whole list the operation wrote. Payload adds a new session at the end.
 * - `endedSid`: the session this request signed out, if it did.
 * - `startedAt`: when the write began. A session the store lacks counts as this write's new one only if
 *   it is the last in `written` and was created just now. Older missing ones were ended by someone else.
 */
export function mergeSessions({
  stored,
  written,
  endedSid,
  startedAt,
}: {
  stored: StoredSession[]
  written: StoredSession[]
  endedSid?: string | null
  startedAt: number
}): StoredSession[] {
  // An empty list is "sign out everywhere".
  if (written.length === 0) return []
  const writtenById = new Map(written.map((s) => [s.id, s]))
  const kept = stored
    .filter((s) => ms(s.expiresAt) > startedAt && s.id !== endedSid)
    .map((s) => {
      const mine = writtenById.get(s.id)
      // A refresh moves the expiry later, never earlier.
      return mine && ms(mine.expiresAt) > ms(s.expiresAt) ? { ...s, expiresAt: mine.expiresAt } : s
    })
  const added = written[written.length - 1]!
  const isNew = !stored.some((s) => s.id === added.id) && ms(added.createdAt) >= startedAt - 5_000
  return isNew ? [...kept, added] : kept
}

type UpdateOneArgs = Parameters<Payload['db']['updateOne']>[0]

/** Payload's session-only writes: sign-in, sign-out and refresh write the user with `updatedAt: null`. */
const isSessionWrite = (args: UpdateOneArgs): args is UpdateOneArgs & { id: number | string } => {
  const data = args.data as { sessions?: unknown; updatedAt?: unknown } | undefined
  return args.collection === 'users' && args.id !== undefined && Array.isArray(data?.sessions) && data?.updatedAt === null
}

/** Installs the wrapper on Payload's database adapter (payload.config.ts, onInit). */
export function serializeSessionWrites(payload: Payload) {
  const db = payload.db
  const updateOne = db.updateOne.bind(db)
  db.updateOne = async (args) => {
    if (!isSessionWrite(args)) return updateOne(args)
    const startedAt = Date.now()
    const drizzle = await requestDrizzle(args.req as PayloadRequest)
    // Held until the operation's transaction ends: the next write of this user's sessions waits for it.
    await drizzle.execute(sql`select id from users where id = ${args.id} for update`)
    const { rows } = await drizzle.execute<{ id: string; created_at: string | null; expires_at: string }>(
      sql`select id, created_at, expires_at from users_sessions where _parent_id = ${args.id} order by _order`,
    )
    const user = args.req?.user as { id?: unknown; _sid?: string } | null | undefined
    const written = (args.data as { sessions: StoredSession[] }).sessions
    const endedSid = user && String(user.id) === String(args.id) && user._sid && !written.some((s) => s.id === user._sid) ? user._sid : null
    const sessions = mergeSessions({
      stored: rows.map((r) => ({ id: r.id, createdAt: r.created_at, expiresAt: r.expires_at })),
      written,
      endedSid,
      startedAt,
    })
    return updateOne({ ...args, data: { ...args.data, sessions } })
  }
}
