import sharp from 'sharp'
import phash from 'sharp-phash'

/**
 * Below this standard deviation of grey levels (0–255) a picture is flat: a blank or one-colour
 * image hashes to the same bits as every other flat image, so it proves no copy and gets no hash.
 */
const FLAT_STDEV = 2

/**
 * The 64-bit DCT perceptual hash of an image as 16 hex digits (sharp-phash), or null for a flat
 * image or bytes sharp cannot read. Re-encoding and resizing move it a few bits (ADR 12).
 */
export async function photoHash(image: Buffer): Promise<string | null> {
  try {
    const stats = await sharp(image).greyscale().stats()
    if ((stats.channels[0]?.stdev ?? 0) < FLAT_STDEV) return null
    const bits = await phash(image)
    return BigInt(`0b${bits}`).toString(16).padStart(16, '0')
  } catch {
    return null
  }
}

/** Bits that differ between two hashes from `photoHash`. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let n = 0
  while (x) {
    n += Number(x & 1n)
    x >>= 1n
  }
  return n
}
