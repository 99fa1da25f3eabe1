import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHOTO_HASH_MAX_DISTANCE } from '@gruha/shared'
import { SEED_IMAGE_TYPES, VIEWS_BY_TYPE, renderPropertyImage } from '../../seed/images'
import { hashDistance, photoHash } from './photo-hash'

/** What a cloner does to a picture: re-encode, shrink, crop a border, change the format. */
const EDITS: Record<string, (b: Buffer) => Promise<Buffer>> = {
  'jpeg q60': (b) => sharp(b).jpeg({ quality: 60 }).toBuffer(),
  'jpeg q35': (b) => sharp(b).jpeg({ quality: 35 }).toBuffer(),
  'resize 800 + q70': (b) => sharp(b).resize(800).jpeg({ quality: 70 }).toBuffer(),
  'resize 480 + q50': (b) => sharp(b).resize(480).jpeg({ quality: 50 }).toBuffer(),
  'webp q50': (b) => sharp(b).webp({ quality: 50 }).toBuffer(),
  'crop 1% border + resize 1000': (b) => sharp(b).extract({ left: 12, top: 8, width: 1176, height: 784 }).resize(1000).jpeg().toBuffer(),
}

/**
 * The demo's pictures a member could photograph differently: every type's street views (covers), and
 * one type's interiors. The seed draws each interior from one template in different colours, so
 * interiors of different types are the same drawing to a perceptual hash; they are left out of the
 * "different pictures" side (ADR 12), and seed pictures never count against each other.
 */
async function seedPictures() {
  const pictures: { name: string; data: Buffer }[] = []
  for (const type of SEED_IMAGE_TYPES) {
    for (const variant of [0, 1, 2]) {
      pictures.push({ name: `${type}/exterior/${variant}`, data: (await renderPropertyImage(type, variant, 'exterior')).data })
    }
  }
  for (const view of VIEWS_BY_TYPE.villa.filter((v) => v !== 'exterior')) {
    pictures.push({ name: `villa/${view}/0`, data: (await renderPropertyImage('villa', 0, view)).data })
  }
  return pictures
}

describe('photoHash (ADR 12 thresholds, measured on the seed pictures)', () => {
  it('keeps re-encoded and resized copies within the threshold, and different pictures outside it', async () => {
    const pictures = await seedPictures()
    const hashes = await Promise.all(pictures.map((p) => photoHash(p.data)))
    expect(hashes.every((h) => h && /^[0-9a-f]{16}$/.test(h))).toBe(true)

    let worstCopy = 0
    for (const [i, picture] of pictures.entries()) {
      for (const edit of Object.values(EDITS)) {
        const copy = await photoHash(await edit(picture.data))
        worstCopy = Math.max(worstCopy, hashDistance(hashes[i]!, copy!))
      }
    }
    let closestOther = 64
    let closestPair = ''
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        const d = hashDistance(hashes[i]!, hashes[j]!)
        if (d < closestOther) [closestOther, closestPair] = [d, `${pictures[i]!.name} ~ ${pictures[j]!.name}`]
      }
    }
    console.log(
      `phash: ${pictures.length} seed pictures; worst copy ${worstCopy} bits; closest different pair ${closestOther} bits (${closestPair})`,
    )
    expect(worstCopy).toBeLessThanOrEqual(PHOTO_HASH_MAX_DISTANCE)
    expect(closestOther).toBeGreaterThan(PHOTO_HASH_MAX_DISTANCE)
  }, 400_000)

  it('gives a flat picture no hash (it proves nothing) and unreadable bytes none', async () => {
    const flat = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cccccc' } })
      .png()
      .toBuffer()
    expect(await photoHash(flat)).toBeNull()
    expect(await photoHash(Buffer.from('not an image'))).toBeNull()
  })

  it('counts differing bits', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0)
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64)
    expect(hashDistance('00000000000000f0', '0000000000000001')).toBe(5)
  })
})
