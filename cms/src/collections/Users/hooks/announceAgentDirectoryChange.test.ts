/**
 * The agents directory is kept for visitors (ADR 18) and dropped when it changes: an agent's shown
 * fields, an agent's arrival or removal, a review. Other files in other workers make agents too, so a
 * check that nothing was announced is retried until a round passes without their notices.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import type { Payload } from 'payload'
import { getTestPayload } from '../../../../test/payload'
import { makeRecord, makeUser } from '../../../../test/factories'
import { serverEnv } from '../../../env'
import { CHANGES_CHANNEL } from '../../../db/changes'

let payload: Payload
let listener: pg.Client
const heard: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  listener = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
  await listener.connect()
  listener.on('notification', (message) => void heard.push(message.payload ?? ''))
  await listener.query(`LISTEN ${CHANGES_CHANNEL}`)
})
afterAll(() => listener?.end())

/** What `write` announced: everything heard until a sentinel sent after it arrives (notices keep commit order). */
async function announcedBy(write: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0
  await write()
  const sentinel = `sentinel-${Math.random()}`
  await listener.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, sentinel])
  await vi.waitFor(() => expect(heard).toContain(sentinel), { timeout: 5_000 })
  return heard.slice(0, heard.indexOf(sentinel))
}

const update = (id: number, data: Record<string, unknown>) => () => payload.update({ collection: 'users', id, data, overrideAccess: true })

describe('the agents directory announces its changes', () => {
  it('when an agent joins, changes what the directory shows, or leaves', async () => {
    let agentId = 0
    expect(
      await announcedBy(async () => {
        agentId = Number((await makeUser(payload, 'agent')).id)
      }),
    ).toContain('agents')
    expect(await announcedBy(update(agentId, { bio: 'Twenty years in Gachibowli resales.' }))).toContain('agents')
    expect(await announcedBy(update(agentId, { languages: ['Telugu', 'Hindi'] }))).toContain('agents')
    expect(await announcedBy(update(agentId, { verification_status: 'rejected' }))).toContain('agents')
    expect(await announcedBy(() => payload.delete({ collection: 'users', id: agentId, overrideAccess: true }))).toContain('agents')
  })

  it('when a member becomes an agent, or an agent stops being one', async () => {
    const member = await makeUser(payload, 'buyer')
    expect(await announcedBy(update(Number(member.id), { role: 'agent' }))).toContain('agents')
    expect(await announcedBy(update(Number(member.id), { role: 'buyer' }))).toContain('agents')
  })

  it('when an agent is reviewed', async () => {
    const agent = await makeUser(payload, 'agent')
    const reviewer = await makeUser(payload, 'buyer')
    expect(await announcedBy(() => makeRecord(payload, 'agent-reviews', { agent: agent.id, reviewer: reviewer.id, rating: 4 }))).toContain(
      'agents',
    )
  })

  it('not for what the directory does not show, nor for other members', async () => {
    const agent = await makeUser(payload, 'agent')
    const buyer = await makeUser(payload, 'buyer')
    // Other workers' agents announce themselves too: a round counts once it heard only this file's writes.
    await vi.waitFor(
      async () => {
        expect(await announcedBy(update(Number(agent.id), { address: `Plot ${Math.random()}, Madhapur` }))).not.toContain('agents')
        expect(await announcedBy(update(Number(buyer.id), { bio: `Looking in Kondapur ${Math.random()}` }))).not.toContain('agents')
      },
      { timeout: 30_000, interval: 200 },
    )
  })
})
