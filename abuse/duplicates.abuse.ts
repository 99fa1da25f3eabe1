/**
 * Issue 23 §3: a cloned listing is flagged. A verified seller takes a live demo listing's photos
 * from the site, re-encodes and resizes them with sharp, copies its text with light edits, and
 * lists it through the site's own form. It must be held for review with a moderation case naming
 * the original.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { createUser } from '../e2e/support/factory'
import { uniq } from '../e2e/support/ids'
import { siteSignIn } from '../e2e/support/site'

const cmsOrigin = () => process.env.E2E_CMS_URL ?? siteUrl

async function uploadImage(cookie: string, bytes: Buffer, name: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name)
  const res = await fetch(`${siteUrl}/add-property/upload?kind=image`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: siteUrl },
    body: form,
  })
  const body = (await res.json()) as { ok: boolean; id?: number; message?: string }
  if (!body.ok || !body.id) throw new Error(`upload refused: ${res.status} ${body.message}`)
  return body.id
}

describe('duplicates and clones', () => {
  it('holds a clone of a live listing (photos re-encoded and resized, text lightly edited) for review', async () => {
    const [original] = await sql<{
      id: number
      title: string
      description: string
      city: string
      district: string | null
      mandal: string | null
    }>(
      `select p.id, p.title, p.description, p.city, p.district, p.mandal from properties p
        where p.status = 'active' and p.listing_type = 'SALE' and length(p.title || ' ' || p.description) >= 120
          and exists (select 1 from properties_rels r where r.parent_id = p.id and r.path = 'images')
        order by p.id limit 1`,
    )
    expect(original).toBeDefined()
    const photos = await sql<{ url: string }>(
      `select m.url from properties_rels r join media m on m.id = r.media_id where r.parent_id = $1 and r.path = 'images' order by r."order" limit 3`,
      [original!.id],
    )

    const cloner = await createUser('seller', { verification_status: 'verified' })
    const { cookie } = await siteSignIn(cloner.email)
    expect(cookie).toBeTruthy()
    const ids: number[] = []
    for (const [i, photo] of photos.entries()) {
      const url = photo.url.startsWith('http') ? photo.url : `${cmsOrigin()}${photo.url}`
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer())
      const copy = await sharp(bytes).resize(900).jpeg({ quality: 62 }).toBuffer()
      ids.push(await uploadImage(cookie!, copy, `my-home-${i}.jpg`))
    }

    // Light edits: a word changed, one added, the title's numbers spelled differently.
    const title = `${original!.title.replace(/\b(\d) ?BHK\b/i, '$1BHK')} - owner direct ${uniq()}`
    const description = original!.description.replace(/\bthe\b/, 'this').replace(/\.\s*$/, '') + ' Contact through Gruha.'
    const fields = new URLSearchParams({
      title,
      description,
      listing_type: 'SALE',
      property_type: 'villa',
      price: '9900000',
      area_sqft: '2400',
      bedrooms: '3',
      bathrooms: '3',
      furnishing_status: 'Unfurnished',
      address: `${uniq()} Clone Street`,
      city: original!.city,
      state: 'Telangana',
      district: original!.district || 'Rangareddy',
      mandal: original!.mandal || 'Serilingampally',
      sections: '[]',
    })
    for (const id of ids) fields.append('images', String(id))
    const res = await fetch(`${siteUrl}/add-property`, {
      method: 'POST',
      headers: { Cookie: cookie!, Origin: siteUrl },
      body: fields,
      redirect: 'manual',
    })
    expect(
      res.status,
      await res
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBe(302)

    const [clone] = await sql<{ id: number; status: string }>('select id, status from properties where owner_id = $1', [cloner.id])
    expect(clone?.status).toBe('pending_review')
    const [moderation] = await sql<{ id: number; flags: string[] }>(
      `select c.id, array(select value::text from moderation_cases_flags f where f.parent_id = c.id order by f."order") as flags
         from moderation_cases c where c.property_id = $1`,
      [clone!.id],
    )
    expect(moderation?.flags).toEqual(expect.arrayContaining(['duplicate_photos', 'duplicate_text']))
    const matches = await sql<{ flag: string; score: string; property_id: number }>(
      'select flag::text, score::text, property_id from moderation_cases_matches where _parent_id = $1',
      [moderation!.id],
    )
    const photo = matches.find((m) => m.flag === 'duplicate_photos' && m.property_id === original!.id)
    const text = matches.find((m) => m.flag === 'duplicate_text' && m.property_id === original!.id)
    expect(photo).toBeDefined()
    expect(text).toBeDefined()
    console.log(
      `clone of listing ${original!.id} held (${clone!.status}): ${photos.length} photo(s) re-encoded at 900 px, closest ${photo!.score} of 64 bits apart; text similarity ${text!.score}`,
    )
  }, 120_000)
})
