/**
 * Issue 23, slug takeover: a second seller who posts a listing with the same title as someone else's
 * must not get its URL, its canonical link, or its card link on /buy.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { addListing, canonicalOf, getPage, villaForm } from './support/trust'
import { sql } from '../e2e/support/db'
import { createUser } from '../e2e/support/factory'
import { uniq } from '../e2e/support/ids'
import { postFormWithCookie, siteSignIn } from '../e2e/support/site'

const PAIRS = 5
let victim: string
let attacker: string

beforeAll(async () => {
  victim = (await siteSignIn((await createUser('seller', { verification_status: 'verified' })).email)).cookie!
  attacker = (await siteSignIn((await createUser('seller', { verification_status: 'verified' })).email)).cookie!
  expect(victim && attacker).toBeTruthy()
})

describe('slug takeover', () => {
  it('a second listing with the same title never takes the first one’s URL, canonical link or card link', async () => {
    let taken = 0
    for (let i = 0; i < PAIRS; i++) {
      const title = `Abuse Lake View Villa ${uniq()}`
      // Both in one town of their own, so /buy?city= shows exactly these two cards.
      const city = `Abusetown ${uniq()}`
      const firstForm = villaForm(title, { city })
      const secondForm = villaForm(title, { city })
      expect((await addListing(victim, firstForm)).status).toBe(302)
      expect((await addListing(attacker, secondForm)).status).toBe(302)
      const [a, b] = await sql<{ id: number; slug: string }>('select id, slug from properties where title = $1 order by id', [title])
      const bySlug = await getPage(`/property/${a!.slug}`)
      const byId = await getPage(`/property/${a!.id}`)
      const buy = (await getPage(`/buy?city=${encodeURIComponent(city)}`)).html
      const cardLinks = new Set([...buy.matchAll(/href="(\/property\/[^"?#]+)"/g)].map((m) => m[1]))
      const safe =
        a!.slug !== b!.slug &&
        bySlug.status === 200 &&
        bySlug.html.includes(firstForm.address) &&
        !bySlug.html.includes(secondForm.address) &&
        canonicalOf(byId.html)?.endsWith(`/property/${a!.slug}`) === true &&
        canonicalOf(bySlug.html) === canonicalOf(byId.html) &&
        cardLinks.has(`/property/${a!.slug}`) &&
        cardLinks.has(`/property/${b!.slug}`)
      if (!safe) taken++
    }
    console.log(`slug takeover: ${taken} of ${PAIRS} second listings took the first one's URL, canonical link or /buy card link`)
    expect(taken).toBe(0)
  })

  it('a renamed listing’s old URL answers 301 to its own listing, never to another owner’s', async () => {
    const title = `Abuse Renamed Villa ${uniq()}`
    const form = villaForm(title)
    expect((await addListing(victim, form)).status).toBe(302)
    const [a] = await sql<{ id: number; slug: string }>('select id, slug from properties where title = $1', [title])
    const renamed = await postFormWithCookie(`/my-properties/${a!.id}/edit`, victim, { ...form, title: `${title} New Name` })
    expect(renamed.status).toBe(302)
    // Another seller then posts a listing with the old title.
    expect((await addListing(attacker, villaForm(title))).status).toBe(302)
    const old = await getPage(`/property/${a!.slug}`)
    const [now] = await sql<{ slug: string }>('select slug from properties where id = $1', [a!.id])
    const ownListing = old.status === 301 && old.location === `/property/${now!.slug}`
    console.log(`renamed listing: its old URL answered ${old.status} to ${ownListing ? 'its own new URL' : (old.location ?? 'nothing')}`)
    expect(ownListing).toBe(true)
  })
})
