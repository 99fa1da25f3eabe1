import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { serverEnv } from '../env'

type Tx = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

describe('a failed COMMIT', () => {
  it('fails the commit (Payload would report success for a write that was never stored)', { timeout: 15_000 }, async () => {
    const payload = await getTestPayload()
    const table = `failed_commit_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`create table ${table} (id int)`)
      const id = await payload.db.beginTransaction()
      if (!id) throw new Error('no transaction')
      const tx = payload.db.sessions?.[String(id)]?.db as Tx
      await tx.execute(sql.raw(`insert into ${table} values (1)`))
      const { rows } = await tx.execute(sql`select pg_backend_pid() as pid`)
      // PostgreSQL dies (here: ends this one connection) after the last statement, before COMMIT.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await new Promise((resolve) => setTimeout(resolve, 200))
      await expect(payload.db.commitTransaction(id)).rejects.toThrow()
      expect((await admin.query(`select count(*)::int as n from ${table}`)).rows[0].n).toBe(0)

      // A commit that succeeds still does.
      const ok = await payload.db.beginTransaction()
      if (!ok) throw new Error('no transaction')
      await (payload.db.sessions?.[String(ok)]?.db as Tx).execute(sql.raw(`insert into ${table} values (2)`))
      await payload.db.commitTransaction(ok)
      expect((await admin.query(`select count(*)::int as n from ${table}`)).rows[0].n).toBe(1)
    } finally {
      await admin.query(`drop table if exists ${table}`)
      await admin.end()
    }
  })
})
