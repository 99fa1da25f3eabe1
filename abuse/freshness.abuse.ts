/**
 * Issue 23: expiry and its reminder happen on schedule, with a fake clock (the listing's last
 * confirmation moved back in SQL; the jobs worker does the rest): the owner gets the reminder 7 days
 * before the 60-day expiry, the listing leaves search when it expires, and the e-mailed link
 * confirms it once (GET only shows a button; the POST confirms; a second POST fails). Sold
 * listings leave search at once.
 */
import { describe, expect, it } from 'vitest'
import { eventually, page, postListing } from './support'
import { sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { createUser } from '../e2e/support/factory'
import { waitForMail } from '../e2e/support/mail'
import { postFormWithCookie, siteSignIn } from '../e2e/support/site'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

// The jobs worker starts beside the servers and may still be loading on a busy machine: wait up to 4 minutes.
describe('freshness', { timeout: 600_000 }, () => {
  it('reminds 7 days before expiry, expires at 60 days, and the link confirms once', async () => {
    const owner = await createUser('seller', { verification_status: 'verified' })
    const session = await siteSignIn(owner.email)
    const { id, title } = await postListing(session.cookie!)
    expect((await page('/buy')).body).toContain(title)

    const start = Date.now()
    await sql('update properties set last_confirmed_at = $2 where id = $1', [id, daysAgo(54)])
    const mail = await waitForMail(owner.email, { subject: /still available/i, timeoutMs: 240_000, after: start })
    const reminderMs = Date.now() - start
    const link = /https?:\/\/[^\s"<>]+\/listing\/confirm\?token=[A-Za-z0-9._%-]+/.exec(mail.text)?.[0]
    expect(link).toBeTruthy()
    const path = new URL(link!).pathname + new URL(link!).search

    // Opening the link changes nothing.
    const [beforeGet] = await sql<{ last_confirmed_at: Date }>('select last_confirmed_at from properties where id = $1', [id])
    const shown = await page(path)
    expect(shown.status).toBe(200)
    expect(shown.body).toContain('Confirm')
    const [afterGet] = await sql<{ last_confirmed_at: Date; status: string }>(
      'select last_confirmed_at, status from properties where id = $1',
      [id],
    )
    expect(afterGet.last_confirmed_at.getTime()).toBe(beforeGet.last_confirmed_at.getTime())

    // Another week passes: the job takes it down and it leaves search.
    await sql('update properties set last_confirmed_at = $2 where id = $1', [id, daysAgo(61)])
    const expired = await eventually(async () => {
      const [row] = await sql<{ status: string }>('select status from properties where id = $1', [id])
      return row.status === 'inactive' ? row : null
    }, 240_000)
    expect((await page('/buy')).body).not.toContain(title)
    expect((await page(`/property/${id}`)).status).toBe(404)

    const confirm = () =>
      fetch(`${siteUrl}${path}`, { method: 'POST', headers: { Origin: siteUrl }, body: new URLSearchParams({}), redirect: 'manual' })
    const first = await confirm()
    expect(first.status).toBe(200)
    const [back] = await sql<{ status: string; last_confirmed_at: Date }>(
      'select status, last_confirmed_at from properties where id = $1',
      [id],
    )
    expect(back.status).toBe('active')
    expect(Date.now() - back.last_confirmed_at.getTime()).toBeLessThan(120_000)
    const second = await confirm()
    expect(second.status).toBe(409)
    console.log(
      `freshness: reminder ${Math.round(reminderMs / 1000)} s after moving the clock to day 54, expiry ${Math.round(expired.ms / 1000)} s after day 61; link confirmed ${[first.status, second.status].filter((s) => s === 200).length} of 2 uses`,
    )
  })

  it('a listing marked sold leaves search at once', async () => {
    const owner = await createUser('seller', { verification_status: 'verified' })
    const session = await siteSignIn(owner.email)
    const { id, title } = await postListing(session.cookie!)
    expect((await page('/buy')).body).toContain(title)
    const started = Date.now()
    const marked = await postFormWithCookie('/my-properties', session.cookie!, { intent: 'status', id: String(id), status: 'sold' })
    expect(marked.status).toBeLessThan(400)
    const [row] = await sql<{ status: string }>('select status from properties where id = $1', [id])
    expect(row.status).toBe('sold')
    expect((await page('/buy')).body).not.toContain(title)
    console.log(`sold listing: gone from /buy ${Date.now() - started} ms after the owner marked it sold`)
  })
})
