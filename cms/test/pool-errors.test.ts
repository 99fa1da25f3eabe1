/** The app keeps working when PostgreSQL ends its connections (restart, failover, pg_terminate_backend). */
import { describe, expect, it } from 'vitest'
import { getTestPayload } from './payload'
import { letIdleClientsNotice, terminateOwnConnections } from './connections'

describe('database connections ended by the server', () => {
  it("Payload's pool survives them and the next queries reconnect", async () => {
    const payload = await getTestPayload()
    await payload.find({ collection: 'states', limit: 1, overrideAccess: true })
    // Vitest only reports an uncaught pool error without failing the test, so check the listener too.
    expect(payload.db.pool.listenerCount('error')).toBeGreaterThan(0)
    expect(await terminateOwnConnections('payload')).toBeGreaterThan(0)
    await letIdleClientsNotice()
    const after = await payload.find({ collection: 'states', limit: 1, overrideAccess: true })
    expect(after.docs).toBeDefined()
  })
})
