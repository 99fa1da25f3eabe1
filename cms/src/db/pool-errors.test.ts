import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { serverEnv } from '../env'
import { survivePoolErrors } from './pool-errors'

describe('survivePoolErrors', () => {
  it('keeps the process alive when the server ends a connection that is lent out between two queries', { timeout: 10_000 }, async () => {
    const pool = new pg.Pool({ connectionString: serverEnv().DATABASE_URL, max: 2 })
    survivePoolErrors(pool, 'test')
    const admin = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
    await admin.connect()
    try {
      // As a transaction or the mail runner holds a client: checked out, no query running.
      const lent = await pool.connect()
      await lent.query('begin')
      const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid')
      const ended = new Promise((resolve) => lent.once('end', resolve))
      // What PostgreSQL does to every connection when it stops or its postmaster dies.
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid])
      // Without a listener on the lent client, its 'error' is an uncaught exception here.
      await ended
      await expect(lent.query('select 1')).rejects.toThrow()
      lent.release()
      // The pool dropped the dead client and answers from a new connection.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1)
    } finally {
      await admin.end()
      await pool.end()
    }
  })
})
