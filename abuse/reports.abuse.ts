/** Issue 23 §5: a repeat report counts once, however it is sent (twice in a row, or five at once). */
import { describe, expect, it } from 'vitest'
import { sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { createUser } from '../e2e/support/factory'
import { siteSignIn } from '../e2e/support/site'

const report = (cookie: string, propertyId: number, reason: string) =>
  fetch(`${siteUrl}/resources/report`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: siteUrl },
    body: new URLSearchParams({ targetType: 'property', targetId: String(propertyId), reason, note: 'Seen this elsewhere', _fetch: '1' }),
  })

describe('reports', () => {
  it('counts a member’s repeat reports of one listing once', async () => {
    const [property] = await sql<{ id: number }>(
      `select id from properties where status = 'active' and owner_id is not null order by id desc limit 1`,
    )
    const buyer = await createUser('buyer')
    const { cookie } = await siteSignIn(buyer.email)
    const first = await report(cookie!, property!.id, 'fake')
    expect(first.status).toBe(200)
    const again = await report(cookie!, property!.id, 'sold_or_let')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toBe('You have already reported this. Our team is reviewing it.')
    const burst = await Promise.all(Array.from({ length: 5 }, () => report(cookie!, property!.id, 'other')))
    const statuses = burst.map((r) => r.status)
    expect(statuses.every((s) => s === 409)).toBe(true)

    const [stored] = await sql<{ n: string }>(
      "select count(*) as n from reports where reporter_id = $1 and target_key = 'property:' || $2",
      [buyer.id, property!.id],
    )
    const [counted] = await sql<{ report_count: string }>(
      "select report_count::text from moderation_cases where property_id = $1 and status in ('open', 'fix_requested') order by id desc limit 1",
      [property!.id],
    )
    expect(Number(stored!.n)).toBe(1)
    expect(Number(counted!.report_count)).toBeGreaterThanOrEqual(1)
    const [mine] = await sql<{ n: string }>('select count(*) as n from reports r where r.reporter_id = $1', [buyer.id])
    expect(Number(mine!.n)).toBe(1)
    console.log(
      `7 reports sent by one member (1, then 1, then 5 at once): ${stored!.n} stored, repeats answered ${[again.status, ...statuses].join('/')}`,
    )
  }, 60_000)
})
