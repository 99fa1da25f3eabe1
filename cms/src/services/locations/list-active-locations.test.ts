import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { watchChanges } from '../../db/changes'
import { listActiveLocations } from './list-active-locations'

let payload: Payload
let admin: SessionUser

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
  // A process keeps values only while it hears of changes.
  const changes = watchChanges(() => {})
  await vi.waitFor(() => expect(changes.listening()).toBe(true), { timeout: 10_000 })
  // A city shows only under an active state: the test database may not have the seeded ones.
  const { totalDocs } = await payload.count({ collection: 'states', where: { name: { equals: 'Telangana' } } })
  if (!totalDocs) {
    await payload.create({
      collection: 'states',
      data: { name: 'Telangana', code: 'TG', region: 'Southern', is_active: true },
      overrideAccess: false,
      user: admin,
    })
  }
})

const telangana = async () => (await listActiveLocations({ payload })).citiesByState.Telangana ?? []

describe('listActiveLocations', () => {
  it("shows an admin's change to the cities at once, though the lists are kept between requests", async () => {
    const name = `Keptpur ${uniq()}`
    const before = await listActiveLocations({ payload })
    expect(before.citiesByState.Telangana ?? []).not.toContain(name)
    // Kept: the same lists again, not read anew. Other test files share the database and may change
    // cities meanwhile (which rightly drops them), so two calls in a row are retried until none did.
    await vi.waitFor(async () => expect(await listActiveLocations({ payload })).toBe(await listActiveLocations({ payload })))

    const city = await payload.create({
      collection: 'cities',
      data: { name, state: 'Telangana', is_active: true },
      overrideAccess: false,
      user: admin,
    })
    expect(await telangana()).toContain(name)

    await payload.update({ collection: 'cities', id: city.id, data: { is_active: false }, overrideAccess: false, user: admin })
    expect(await telangana()).not.toContain(name)

    await payload.delete({ collection: 'cities', id: city.id, overrideAccess: false, user: admin })
    expect(await telangana()).not.toContain(name)
  })
})
