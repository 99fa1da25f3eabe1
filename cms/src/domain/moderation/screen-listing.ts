import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import {
  DEFAULT_DISCRIMINATORY_PHRASES,
  LOW_PRICE_RATIO,
  PHOTO_HASH_MAX_DISTANCE,
  TEXT_SIMILARITY_MIN,
  TEXT_SIMILARITY_MIN_LENGTH,
  type ModerationFlag,
} from '@gruha/shared'
import { requestDrizzle } from '../../db/sql'
import type { CaseMatch } from './open-case'

/** What the checks read of a listing (merged from the stored record and the change). */
export type ScreenedListing = {
  id?: number
  owner: number | null
  title: string
  description: string
  sections: string[]
  address: string
  city: string
  listing_type: string
  property_type: string
  price: number | null
  monthly_rent: number | null
  area_sqft: number | null
  /** The pictures to compare: on an edit, only those it adds. */
  images: number[]
  /** On an edit, what it left unchanged is not compared again (it was screened when written). */
  unchanged?: { text?: boolean; price?: boolean }
}

export type ScreenFindings = { flags: ModerationFlag[]; matches: CaseMatch[]; phrases: string[] }

/** Lower case, every run of non-letters and non-digits one space: "No SC/ST!" → "no sc st". */
export const foldText = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

/** The admin's list (one phrase a line), or the default list while the setting was never saved. */
export function phraseList(setting: string | null | undefined): string[] {
  const lines = setting == null ? [...DEFAULT_DISCRIMINATORY_PHRASES] : setting.split('\n')
  return lines.map((l) => foldText(l).trim()).filter(Boolean)
}

/** The phrases of `list` that occur, as whole words, in the listing's text. */
export function discriminatoryPhrases(text: string, list: string[]): string[] {
  const folded = foldText(text)
  return list.filter((phrase) => folded.includes(` ${phrase} `))
}

const normalAddress = (address: string) => address.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** The figure prices are compared on: per sq ft when the listing has an area, else the price itself. */
const unitPrice = (amount: number | null, area: number | null) => (amount && area && area > 0 ? amount / area : amount)

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

/**
 * The duplicate and clone checks of ADR 12, against other owners' listings: photos within
 * PHOTO_HASH_MAX_DISTANCE bits, title + description at TEXT_SIMILARITY_MIN pg_trgm similarity or more,
 * the same address at less than LOW_PRICE_RATIO of the price; and the discriminatory phrases.
 */
export async function screenListing(req: PayloadRequest, listing: ScreenedListing, phrases: string[]): Promise<ScreenFindings> {
  const db = await requestDrizzle(req)
  const self = listing.id ?? 0
  const owner = listing.owner ?? 0
  const matches: CaseMatch[] = []

  if (listing.images.length > 0) {
    const ids = `{${listing.images.map(Number).join(',')}}`
    const photos = rowsOf(
      await db.execute(sql`
        select p.id as property, min(bit_count(('x' || m.phash)::bit(64) # ('x' || mine.phash)::bit(64)))::int as distance,
               count(distinct mine.id)::int as photos
        from media mine
        join media m on m.phash is not null
          and bit_count(('x' || m.phash)::bit(64) # ('x' || mine.phash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}
          -- Two seed pictures (no uploader) never count: the demo draws interiors from shared templates.
          and (mine.uploaded_by_id is not null or m.uploaded_by_id is not null)
        join properties_rels r on r.media_id = m.id and r.path = 'images'
        join properties p on p.id = r.parent_id
        where mine.id = any(${ids}::int[]) and mine.phash is not null
          and p.id <> ${self} and coalesce(p.owner_id, 0) <> ${owner}
        group by p.id order by distance, p.id limit 5`),
    )
    for (const row of photos) {
      matches.push({
        property: Number(row.property),
        flag: 'duplicate_photos',
        score: Number(row.distance),
        detail: `${String(row.photos)} photo(s), ${String(row.distance)} of 64 bits apart`,
      })
    }
  }

  const text = `${listing.title} ${listing.description}`
  if (!listing.unchanged?.text && text.length >= TEXT_SIMILARITY_MIN_LENGTH) {
    const similar = rowsOf(
      await db.execute(sql`
        select p.id as property, similarity(coalesce(p.title, '') || ' ' || coalesce(p.description, ''), ${text}) as score
        from properties p
        where (coalesce(p.title, '') || ' ' || coalesce(p.description, '')) % ${text}
          and similarity(coalesce(p.title, '') || ' ' || coalesce(p.description, ''), ${text}) >= ${TEXT_SIMILARITY_MIN}
          and p.id <> ${self} and coalesce(p.owner_id, 0) <> ${owner}
        order by score desc, p.id limit 5`),
    )
    for (const row of similar) {
      const score = Math.round(Number(row.score) * 100) / 100
      matches.push({ property: Number(row.property), flag: 'duplicate_text', score, detail: `similarity ${score}` })
    }
  }

  const amount = listing.listing_type === 'RENT' ? listing.monthly_rent : listing.price
  const address = normalAddress(listing.address)
  if (!listing.unchanged?.price && amount && address) {
    const sameAddress = rowsOf(
      await db.execute(sql`
        select p.id as property, p.price, p.monthly_rent, p.area_sqft
        from properties p
        where lower(regexp_replace(p.address, '[^[:alnum:]]+', '', 'g')) = ${address}
          and lower(p.city) = lower(${listing.city}) and p.listing_type = ${listing.listing_type}
          and p.property_type = ${listing.property_type}
          and p.status in ('active', 'pending_review')
          and p.id <> ${self} and coalesce(p.owner_id, 0) <> ${owner}
        order by p.id limit 20`),
    )
    const mine = unitPrice(amount, listing.area_sqft)
    for (const row of sameAddress) {
      const otherAmount = Number(listing.listing_type === 'RENT' ? row.monthly_rent : row.price) || null
      const other = unitPrice(otherAmount, row.area_sqft == null ? null : Number(row.area_sqft))
      if (!mine || !other) continue
      const ratio = Math.round((mine / other) * 100) / 100
      if (ratio < LOW_PRICE_RATIO) {
        matches.push({
          property: Number(row.property),
          flag: 'same_address_low_price',
          score: ratio,
          detail: `${Math.round(ratio * 100)}% of its price`,
        })
      }
    }
  }

  const found = listing.unchanged?.text
    ? []
    : discriminatoryPhrases([listing.title, listing.description, ...listing.sections].join('\n'), phrases)
  const flags = [...new Set(matches.map((m) => m.flag))]
  if (found.length > 0) flags.push('discriminatory_text')
  return { flags, matches, phrases: found }
}
