import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import { countRecords } from './count-records'

describe('countRecords', () => {
  it('counts what the caller may read: an admin every match, a buyer only their own record', async () => {
    const payload = await getTestPayload()
    const tag = `Count${uniq()}`
    const admin = await makeUser(payload, 'admin')
    const buyer = await makeUser(payload, 'buyer', { last_name: tag })
    await makeUser(payload, 'buyer', { last_name: tag })
    await makeUser(payload, 'seller', { last_name: tag })
    const input = (where: Where) => ({ collection: 'users' as const, where })

    expect(await countRecords({ payload, user: admin, input: input({ last_name: { equals: tag } }) })).toBe(3)
    expect(
      await countRecords({ payload, user: admin, input: input({ and: [{ last_name: { equals: tag } }, { role: { equals: 'buyer' } }] }) }),
    ).toBe(2)
    // The users collection shows a buyer their own record and public agents, not other members.
    expect(await countRecords({ payload, user: buyer, input: input({ last_name: { equals: tag } }) })).toBe(1)
  })
})
