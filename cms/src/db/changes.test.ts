/**
 * Values kept until PostgreSQL says they changed (ADR 17). Other test files, in another worker on the
 * same database, change site settings too, and their notices reach this file's listener: checks that
 * such a notice could upset are retried, and none of them writes a value others read.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { getTestPayload } from '../../test/payload'
import { serverEnv } from '../env'
import { announceChange, CHANGES_CHANNEL, cachedUntilChanged } from './changes'

let payload: Payload
/** What the cached value is read from: this file's own, so no other test can change it. */
let source = 'first'
let loads = 0
let read: () => Promise<string>
beforeAll(async () => {
  payload = await getTestPayload()
  read = cachedUntilChanged('site-settings', async () => {
    loads++
    return source
  })
  await vi.waitFor(() => expect(globalThis.__gruhaChanges?.listening).toBe(true), { timeout: 10_000 })
})

/** A second connection, as another process would have. */
async function otherProcess<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe('cachedUntilChanged', () => {
  it('loads once for many reads, and again when another process announces a change', async () => {
    await vi.waitFor(
      async () => {
        const before = loads
        await read()
        await read()
        await read()
        expect(loads - before).toBeLessThanOrEqual(1)
      },
      { timeout: 5_000 },
    )
    source = 'second'
    await otherProcess((client) => client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'site-settings']))
    await vi.waitFor(async () => expect(await read()).toBe('second'), { timeout: 5_000 })
  })

  it("drops this process's own copy at once, before any notice arrives", async () => {
    await read()
    source = 'third'
    await announceChange(await createLocalReq({}, payload), 'site-settings')
    expect(await read()).toBe('third')
  })

  it('is told by the settings hook on commit, and never of a change that was rolled back', async () => {
    await otherProcess(async (listener) => {
      const heard: string[] = []
      listener.on('notification', (message) => void heard.push(message.payload ?? ''))
      await listener.query(`LISTEN ${CHANGES_CHANNEL}`)

      // Saved as it is (no value changes): the global's afterChange hook announces it on commit.
      await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: {} })
      await vi.waitFor(() => expect(heard).toContain('site-settings'), { timeout: 5_000 })

      await vi.waitFor(
        async () => {
          heard.length = 0
          const transactionID = await payload.db.beginTransaction()
          if (!transactionID) throw new Error('transactions are required')
          const req = await createLocalReq({}, payload)
          req.transactionID = transactionID
          await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, req, data: {} })
          await payload.db.rollbackTransaction(transactionID)
          // Notices arrive in commit order: once this one is heard, a rolled-back one would have been too.
          await listener.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'sentinel'])
          await vi.waitFor(() => expect(heard).toContain('sentinel'), { timeout: 5_000 })
          expect(heard).toEqual(['sentinel'])
        },
        { timeout: 20_000 },
      )
    })
  })
})
