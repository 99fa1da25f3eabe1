/**
 * Values a process keeps until they change (ADR 17). A write to something that is cached announces
 * itself with PostgreSQL's NOTIFY on one channel: inside a transaction the notice goes out on commit
 * and is dropped on rollback. Every process that caches LISTENs on one connection of its own and
 * drops the value on a notice; the writing process also drops its own copy at once.
 *
 * While a process is not listening (starting, or reconnecting after a lost connection) it caches
 * nothing, so a missed notice cannot leave a stale value behind, and a value is reloaded after
 * `maxAgeMs` at most.
 */
import pg from 'pg'
import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { serverEnv } from '../env'
import { requestDrizzle } from './sql'

export const CHANGES_CHANNEL = 'gruha_changes'
const RECONNECT_MS = 1_000

/**
 * What changed: the site settings, listings (what /buy, /rent and property pages show), content pages and
 * posts, the cities and states lists (the search selects), or the agents directory (agents and their reviews).
 */
export type ChangeTopic = 'site-settings' | 'listings' | 'content' | 'locations' | 'agents'

type Invalidate = (topic: string) => void
type Changes = { listening: boolean; invalidators: Set<Invalidate>; close(): Promise<void> }

declare global {
  // One listener per process, across dev-server module reloads; the servers close it on shutdown.
  var __gruhaChanges: Changes | undefined
}

function invalidate(topic: string) {
  for (const drop of globalThis.__gruhaChanges?.invalidators ?? []) drop(topic)
}

/** The process's listener, started on first use. */
function changes(): Changes {
  if (globalThis.__gruhaChanges) return globalThis.__gruhaChanges
  let client: pg.Client | undefined
  let closed = false
  const state: Changes = {
    listening: false,
    invalidators: new Set(),
    async close() {
      closed = true
      state.listening = false
      await client?.end().catch(() => {})
    },
  }
  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return
    state.listening = false
    invalidate('*')
    void lostClient.end().catch(() => {})
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref()
  }
  const connect = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: serverEnv().DATABASE_URL, application_name: `gruha-changes:${process.pid}` })
    client = next
    next.on('notification', (message) => invalidate(message.payload ?? '*'))
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGES_CHANNEL}`)
      // Anything read before now may have missed a notice.
      invalidate('*')
      state.listening = true
    } catch {
      lost(next)
    }
  }
  globalThis.__gruhaChanges = state
  void connect()
  return state
}

/** Announces `topic` to every process on commit of the request's transaction (at once without one). */
export async function announceChange(req: PayloadRequest, topic: ChangeTopic): Promise<void> {
  invalidate(topic)
  const db = await requestDrizzle(req)
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${topic})`)
}

/** A global's afterChange hook that announces it. */
export const announceGlobalChange =
  (topic: ChangeTopic): GlobalAfterChangeHook =>
  async ({ req, doc }) => {
    await announceChange(req, topic)
    return doc
  }

/** A collection's afterChange and afterDelete hooks that announce it. */
export const announceCollectionChange = (topic: ChangeTopic) => {
  const afterChange: CollectionAfterChangeHook = async ({ req, doc }) => {
    await announceChange(req, topic)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
    await announceChange(req, topic)
    return doc
  }
  return { afterChange, afterDelete }
}

/**
 * Calls `onChange(topic)` for every change this process hears of (`'*'`: notices may have been
 * missed). `listening()` says whether a change now would be heard; cache only while it is true.
 */
export function watchChanges(onChange: (topic: string) => void): { listening: () => boolean } {
  const state = changes()
  state.invalidators.add(onChange)
  return { listening: () => state.listening }
}

/**
 * `load()`, kept until `topic` changes (or `maxAgeMs` passes). Calls while it loads share the load;
 * a notice meanwhile drops it, so the next call loads again. A failed load is not kept.
 */
export function cachedUntilChanged<T>(topic: ChangeTopic, load: () => Promise<T>, { maxAgeMs = 60_000 } = {}): () => Promise<T> {
  let kept: { value: Promise<T>; at: number } | undefined
  const state = changes()
  state.invalidators.add((changed) => {
    if (changed === '*' || changed === topic) kept = undefined
  })
  return () => {
    if (kept && Date.now() - kept.at < maxAgeMs) return kept.value
    const value = load()
    if (state.listening) {
      const entry = { value, at: Date.now() }
      kept = entry
      value.catch(() => {
        if (kept === entry) kept = undefined
      })
    }
    return value
  }
}
