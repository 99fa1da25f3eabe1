/**
 * Rate limits for the account flows (sign-in, sign-up, forgot password, e-mail code, OTP), kept in
 * PostgreSQL by rate-limiter-flexible so every app process shares one count.
 *
 * Each named limiter has two buckets: one per client IP and one per account (the e-mail or phone
 * the request is about). A request is refused when either bucket is empty.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { serverEnv } from '../../env'
import { IDLE_CONNECTION_MS, applicationName, survivePoolErrors } from '../../db/pool-errors'

type Bucket = { points: number; durationSeconds: number }
type LimiterSpec = { ip: Bucket; account: Bucket }

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Points per window. The per-IP buckets are generous because many people can share one address
 * (offices, mobile carriers); the per-account buckets are what stop guessing against one account.
 */
export const LIMITS = {
  /** Counts failed sign-ins only (see peek + consume in the sign-in action). */
  signIn: { ip: { points: 100, durationSeconds: 15 * MINUTE }, account: { points: 10, durationSeconds: 15 * MINUTE } },
  /** Per e-mail and per IP: an office or campus behind one address gets a high ceiling (issue 10). */
  signUp: { ip: { points: 100, durationSeconds: HOUR }, account: { points: 5, durationSeconds: HOUR } },
  forgotPassword: { ip: { points: 10, durationSeconds: 15 * MINUTE }, account: { points: 3, durationSeconds: 15 * MINUTE } },
  resetPassword: { ip: { points: 20, durationSeconds: 15 * MINUTE }, account: { points: 10, durationSeconds: 15 * MINUTE } },
  emailVerify: { ip: { points: 30, durationSeconds: 15 * MINUTE }, account: { points: 10, durationSeconds: 15 * MINUTE } },
  emailResend: { ip: { points: 10, durationSeconds: 15 * MINUTE }, account: { points: 3, durationSeconds: 15 * MINUTE } },
  otpSend: { ip: { points: 10, durationSeconds: 15 * MINUTE }, account: { points: 3, durationSeconds: 15 * MINUTE } },
  otpVerify: { ip: { points: 30, durationSeconds: 15 * MINUTE }, account: { points: 10, durationSeconds: 15 * MINUTE } },
} satisfies Record<string, LimiterSpec>

export type LimiterName = keyof typeof LIMITS

/** Who is asking: the client IP and, when known, the account (e-mail or phone) the request is about. */
export type LimitKeys = { ip?: string | null; account?: string | null }

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Not in the spec: shown with status 429. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

const SCHEMA = 'rate_limit'
const TABLE = 'buckets'

type State = { pool: pg.Pool; ready: Promise<void>; limiters: Map<string, RateLimiterPostgres> }

declare global {
  // One pool per process, also across dev-server module reloads.
  var __gruhaRateLimit: State | undefined
}

function state(): State {
  if (globalThis.__gruhaRateLimit) return globalThis.__gruhaRateLimit
  const pool = new pg.Pool({
    connectionString: serverEnv().DATABASE_URL,
    max: 3,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    application_name: applicationName('rate-limit'),
  })
  survivePoolErrors(pool, 'rate-limit')
  // Its own schema, so Payload's migrations and schema push never see (or drop) the table.
  const ready = pool
    .query(
      `CREATE SCHEMA IF NOT EXISTS "${SCHEMA}";
       CREATE TABLE IF NOT EXISTS "${SCHEMA}"."${TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);`,
    )
    .then(() => undefined)
    .catch((error: { code?: string }) => {
      // Two processes creating the schema at once: the other one won.
      if (error.code !== '23505' && error.code !== '42P06') throw error
    })
  globalThis.__gruhaRateLimit = { pool, ready, limiters: new Map() }
  return globalThis.__gruhaRateLimit
}

function limiter(name: LimiterName, scope: 'ip' | 'account'): RateLimiterPostgres {
  const s = state()
  const id = `${name}:${scope}`
  let found = s.limiters.get(id)
  if (!found) {
    const bucket = LIMITS[name][scope]
    found = new RateLimiterPostgres({
      storeClient: s.pool,
      storeType: 'pool',
      schemaName: SCHEMA,
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix: id,
      points: bucket.points,
      duration: bucket.durationSeconds,
    } as ConstructorParameters<typeof RateLimiterPostgres>[0])
    s.limiters.set(id, found)
  }
  return found
}

/** The longest key stored as typed; the column is varchar(255) and the limiter adds its prefix. */
const MAX_PLAIN_KEY = 200

/**
 * The stored form of a key. Keys are written before the input is validated (a limit must count
 * junk too), so a key longer than the column (a 300-character "e-mail") is stored as its hash.
 */
export function storedKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`
}

// Accounts are e-mails or phones: compare them case-insensitively.
const accountKey = (account: string) => storedKey(account.trim().toLowerCase())

function scopedKeys(keys: LimitKeys): Array<['ip' | 'account', string]> {
  const out: Array<['ip' | 'account', string]> = []
  if (keys.ip) out.push(['ip', storedKey(keys.ip)])
  if (keys.account) out.push(['account', accountKey(keys.account)])
  return out
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/**
 * Uses one point from each bucket; refused when any bucket was already empty. A refused request
 * does not count: the points it took are given back, so one account
 * being hammered does not use up the allowance of everyone else behind the same address.
 */
export async function consume(name: LimiterName, keys: LimitKeys): Promise<LimitResult> {
  await state().ready
  let retryAfterSeconds = 0
  const scoped = scopedKeys(keys)
  for (const [scope, key] of scoped) {
    try {
      await limiter(name, scope).consume(key)
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      retryAfterSeconds = Math.max(retryAfterSeconds, secondsOf(rejection))
    }
  }
  if (!retryAfterSeconds) return { ok: true }
  // Every bucket took a point (the store counts a refusal too): give them all back.
  for (const [scope, key] of scoped) await limiter(name, scope).reward(key, 1)
  return { ok: false, retryAfterSeconds }
}

/** Whether a request would be refused, without using a point (for counting failures only). */
export async function peek(name: LimiterName, keys: LimitKeys): Promise<LimitResult> {
  await state().ready
  let retryAfterSeconds = 0
  for (const [scope, key] of scopedKeys(keys)) {
    const l = limiter(name, scope)
    const res = await l.get(key)
    if (res && res.consumedPoints >= l.points) retryAfterSeconds = Math.max(retryAfterSeconds, secondsOf(res))
  }
  return retryAfterSeconds ? { ok: false, retryAfterSeconds } : { ok: true }
}

/** Empties the account's count (e.g. after a successful sign-in). */
export async function clear(name: LimiterName, keys: Pick<LimitKeys, 'account'>): Promise<void> {
  await state().ready
  if (keys.account) await limiter(name, 'account').delete(accountKey(keys.account))
}
export * from './client-ip'
