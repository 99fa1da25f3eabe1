/** Values kept until PostgreSQL says they changed (ADR 17). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { getTestPayload } from '../../test/payload'
import { serverEnv } from '../env'
import { CHANGES_CHANNEL, cachedUntilChanged } from './changes'

const INSTAGRAM = 'https://www.instagram.com/gruha.changes'
const blank = { social_links: { instagram: '' } }

let payload: Payload
let instagram: () => Promise<string>
let loads = 0
beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: blank })
  instagram = cachedUntilChanged('site-settings', async () => {
    loads++
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return settings.social_links?.instagram ?? ''
  })
  await vi.waitFor(() => expect(globalThis.__gruhaChanges?.listening).toBe(true), { timeout: 10_000 })
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: blank })
})

describe('cachedUntilChanged', () => {
  it('reads once, and again when another process announces a change', async () => {
    const before = loads
    expect(await instagram()).toBe('')
    expect(await instagram()).toBe('')
    expect(loads).toBe(before + 1)

    // Another process: its write (below the hooks, so nothing here hears of it) and then its notice.
    await payload.db.updateGlobal({ slug: 'site-settings', data: { social_links: { instagram: INSTAGRAM } } })
    expect(await instagram()).toBe('')
    const other = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
    await other.connect()
    try {
      await other.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'site-settings'])
    } finally {
      await other.end()
    }
    await vi.waitFor(async () => expect(await instagram()).toBe(INSTAGRAM), { timeout: 5_000 })
    expect(loads).toBe(before + 2)
  })

  it("shows this process's own change at once", async () => {
    await instagram()
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { social_links: { instagram: `${INSTAGRAM}.own` } } })
    expect(await instagram()).toBe(`${INSTAGRAM}.own`)
  })

  it('sends no notice for a change that was rolled back', async () => {
    const listener = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
    const heard: string[] = []
    listener.on('notification', (message) => void heard.push(message.payload ?? ''))
    await listener.connect()
    try {
      await listener.query(`LISTEN ${CHANGES_CHANNEL}`)
      const transactionID = await payload.db.beginTransaction()
      if (!transactionID) throw new Error('transactions are required')
      const req = await createLocalReq({}, payload)
      req.transactionID = transactionID
      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        req,
        data: { social_links: { instagram: `${INSTAGRAM}.rolled` } },
      })
      await payload.db.rollbackTransaction(transactionID)
      // Notices arrive in commit order: once this one is heard, the rolled-back one would have been too.
      await listener.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'sentinel'])
      await vi.waitFor(() => expect(heard).toContain('sentinel'), { timeout: 5_000 })
      expect(heard).toEqual(['sentinel'])
    } finally {
      await listener.end()
    }
  })
})
