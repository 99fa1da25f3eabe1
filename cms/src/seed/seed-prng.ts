/**
 * Deterministic pseudo-random numbers for SEED DATA AND TEST FACTORIES ONLY.
 *
 * mulberry32 is a tiny, fast generator with a 32-bit state. It is predictable by design
 * (the same seed always yields the same sequence), which is what the seed needs: every run
 * generates the same demo data. It must never be used for tokens, OTPs, passwords or anything
 * security related — use node:crypto for those.
 */

export interface SeedRng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** A float in [min, max). */
  float(min: number, max: number): number
  /** true with the given probability (0..1). */
  chance(probability: number): boolean
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** `count` distinct elements of a list, in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[]
  /** A shuffled copy of a list. */
  shuffle<T>(items: readonly T[]): T[]
  /** A child generator whose sequence depends only on this seed and `label`. */
  fork(label: string | number): SeedRng
  readonly seed: number
}

/** FNV-1a hash of a string to a 32-bit unsigned integer; used to derive seeds from labels. */
export function hashSeed(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createSeedRng(seed: number | string): SeedRng {
  const numericSeed = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = mulberry32(numericSeed)
  const rng: SeedRng = {
    seed: numericSeed,
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1))
    },
    float(min, max) {
      return min + next() * (max - min)
    },
    chance(probability) {
      return next() < probability
    },
    pick(items) {
      if (items.length === 0) throw new Error('SeedRng.pick: empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    shuffle(items) {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy
    },
    sample(items, count) {
      return rng.shuffle(items).slice(0, Math.max(0, count))
    },
    fork(label) {
      return createSeedRng(hashSeed(`${numericSeed}:${label}`))
    },
  }
  return rng
}

/** The seed behind the demo data set. Change it and every run produces a different (but stable) set. */
export const DEMO_SEED = 20230601
