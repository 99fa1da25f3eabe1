/** Mail in integration tests: queued mail is sent only when a test delivers it (GRUHA_MAIL_KICK=0). */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { MAIL_QUEUE } from '../src/mail'

/**
 * Runs the queued mail jobs addressed to `to` (only those: test files share one database, and each
 * must send its own mail), so `payload.sendEmail` spies see them. Returns how many jobs ran.
 */
export async function deliverMail(payload: Payload, to: string): Promise<number> {
  const { rows } = await payload.db.drizzle.execute(
    sql`SELECT id FROM payload_jobs WHERE queue = ${MAIL_QUEUE} AND completed_at IS NULL AND NOT coalesce(has_error, false)
        AND processing = false AND input->>'to' = ${to} ORDER BY id`,
  )
  for (const row of rows) await payload.jobs.runByID({ id: row.id as number, silent: { info: true } })
  return rows.length
}
