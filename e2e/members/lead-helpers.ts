import { sql } from '../support/db'
import { DEMO as DEMO_ACCOUNTS } from '../support/env'
import { createRecord } from '../support/factory'

export const DEMO = {
  buyer: DEMO_ACCOUNTS.buyer,
  seller: DEMO_ACCOUNTS.seller,
  agent: DEMO_ACCOUNTS.agent,
  password: DEMO_ACCOUNTS.password,
}
export const ADMIN = DEMO_ACCOUNTS.admin

/**
 * Creates a record through Payload's REST API. /cms/api is for staff only (ADR 7), so a member's
 * record is made by the admin on the member's behalf (`user` set to that member); the admin's access
 * rules and the collections' hooks still apply.
 */
export async function createAs<T = { id: number }>(
  email: string,
  _password: string,
  collection: string,
  data: Record<string, unknown>,
): Promise<T> {
  let body = data
  if (email !== ADMIN.email) {
    const [member] = await sql<{ id: number }>(`select id from users where email = $1`, [email])
    if (!member) throw new Error(`no account ${email}`)
    body = { user: member.id, ...data }
  }
  return createRecord<T>(collection, body)
}

export { daysAhead } from '../support/records'
