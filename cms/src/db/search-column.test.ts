import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { getTestPayload } from '../../test/payload'
import { makeProperty, makeUser, uniq } from '../../test/factories'
import { listAdminRecords } from '../services/admin-records'
import { foldAscii } from './search-column'
import { postgres } from './sql'
import { whereToSql } from './where-sql'

describe('search columns: stored folded, searched with a plain LIKE', () => {
  it('folds ASCII letters only, as the "C" collation does', () => {
    expect(foldAscii('Ravi KUMAR GRU-U-0042 ÉCOLE तेलंगाना తెలుగు')).toBe('ravi kumar gru-u-0042 École तेलंगाना తెలుగు')
  })

  it('keeps the text folded and finds rows whatever the case of the search', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const tag = `Folded${uniq()}`
    const listing = await makeProperty(payload, { title: `${tag} VILLA in Banjara Hills`, owner: admin.id })
    const {
      rows: [row],
    } = await postgres(payload).drizzle.execute<{ search_text: string }>(sql`select search_text from properties where id = ${listing.id}`)
    expect(row?.search_text).toContain(`${tag.toLowerCase()} villa in banjara hills`)

    for (const q of [`${tag} villa`, `${tag.toUpperCase()} BANJARA`, `${tag.toLowerCase()} Hills`]) {
      const page = await listAdminRecords({ payload, user: admin, input: { resource: 'properties', filter: { q }, range: [0, 9] } })
      expect(
        page.records.map((r) => r.id),
        q,
      ).toEqual([listing.id])
      expect(page.total, q).toBe(1)
    }
    const none = await listAdminRecords({
      payload,
      user: admin,
      input: { resource: 'properties', filter: { q: `${tag} Jubilee` }, range: [0, 9] },
    })
    expect(none.total).toBe(0)
  })

  it('asks Postgres for LIKE on a search column, and still ILIKE on any other', async () => {
    const payload = await getTestPayload()
    const statement = (collection: 'properties', where: Parameters<typeof whereToSql>[2]) => {
      const { condition } = whereToSql(payload, collection, where)
      return new PgDialect().sqlToQuery(condition!)
    }
    const search = statement('properties', { search_text: { like: 'Banjara HILLS' } })
    expect(search.sql).toMatch(/"search_text" like \$1 and .*"search_text" like \$2/)
    expect(search.sql).not.toMatch(/ilike/)
    expect(search.params).toEqual(['%banjara%', '%hills%'])
    expect(statement('properties', { search_text: { not_like: 'VILLA' } }).sql).toMatch(/"search_text" not like/)
    const title = statement('properties', { title: { like: 'Banjara' } })
    expect(title.sql).toMatch(/"title" ilike \$1/)
    expect(title.params).toEqual(['%Banjara%'])
  })
})
