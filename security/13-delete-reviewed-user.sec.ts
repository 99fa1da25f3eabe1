/** Finding 13: deleting a user an admin reviewed answered 500. It deletes, and the approval stays as the audit trail. */
import { describe, expect, it } from 'vitest'
import { sql } from '../e2e/support/db'
import { createUser } from '../e2e/support/factory'
import { adminCookie } from '../e2e/support/session'
import { consoleCall } from '../e2e/support/site'

describe('13 delete a reviewed user', () => {
  it('deletes an approved agent through the console API and keeps the approval record', async () => {
    const agent = await createUser('agent', { verification_status: 'pending' })
    const admin = await adminCookie()
    const approved = await consoleCall('POST', `/api/admin/users/${agent.id}/approve`, admin, {})
    expect(approved.status).toBe(200)
    const before = await sql<{ id: number }>('select id from approvals where user_id = $1', [agent.id])

    const deleted = await consoleCall('DELETE', `/api/admin/users/${agent.id}`, admin)
    expect(deleted.status).toBe(200)
    expect(await sql('select id from users where id = $1', [agent.id])).toHaveLength(0)
    for (const { id } of before) {
      const [kept] = await sql<{ user_id: number | null; admin_notes: string }>(
        'select user_id, admin_notes from approvals where id = $1',
        [id],
      )
      expect(kept.user_id).toBeNull()
      expect(kept.admin_notes).toContain(agent.email)
    }
  })
})
