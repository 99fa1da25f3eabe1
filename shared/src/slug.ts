/**
 * Property URL slugs (spec 000): the title lower-cased, accents removed, non-alphanumerics
 * removed, spaces turned into hyphens; 'property' when empty. A property without a title is
 * addressed by id: /property/{id}. Telugu and Hindi titles are transliterated to Latin letters
 * first (issue 11), so 'హైటెక్ సిటీలో 2BHK ఫ్లాట్' gives 'haitek-sitilo-2bhk-phlat' rather than 'property'.
 */

export const EMPTY_SLUG = 'property'

/*
 * Telugu (U+0C00-U+0C7F) and Devanagari (U+0900-U+097F) share one layout (both come from ISCII),
 * so one table by offset in the block serves both. Simplified Hunterian spelling, ASCII only,
 * vowel length dropped for readability (ā -> a, ī -> i).
 */
const INDIC_BLOCKS = [
  { base: 0x0900, end: 0x097f, script: 'deva' },
  { base: 0x0c00, end: 0x0c7f, script: 'telu' },
] as const

const VOWELS: Record<number, string> = {
  0x05: 'a',
  0x06: 'a',
  0x07: 'i',
  0x08: 'i',
  0x09: 'u',
  0x0a: 'u',
  0x0b: 'ri',
  0x0c: 'li',
  0x0d: 'e',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x11: 'o',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
  0x60: 'ri',
  0x61: 'li',
}
const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'n',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  // Devanagari letters with nukta: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़
  0x58: 'q',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'z',
  0x5c: 'r',
  0x5d: 'rh',
  0x5e: 'f',
  0x5f: 'y',
}
const VOWEL_SIGNS: Record<number, string> = {
  0x3e: 'a',
  0x3f: 'i',
  0x40: 'i',
  0x41: 'u',
  0x42: 'u',
  0x43: 'ri',
  0x44: 'ri',
  0x45: 'e',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x49: 'o',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
  0x62: 'li',
  0x63: 'li',
}
const NUKTA_FORMS: Record<string, string> = { k: 'q', g: 'g', j: 'z', d: 'r', dh: 'rh', ph: 'f' }
const VIRAMA = 0x4d
const NUKTA = 0x3c
const SIGNS: Record<number, string> = { 0x01: 'n', 0x02: 'n', 0x03: 'h', 0x50: 'om' }

/** Telugu and Devanagari letters to Latin; every other character is kept as it is. */
export function transliterate(text: string): string {
  let out = ''
  // The consonant just written, still carrying its inherent 'a'.
  let pending: { script: string; consonant: string } | null = null
  const flush = (next: { script: string; offset: number } | null) => {
    if (!pending) return
    // Hindi drops the inherent vowel at the end of a word ('मकान' -> 'makan'); Telugu keeps it.
    const wordEnds = !next || next.script !== pending.script
    if (!(wordEnds && pending.script === 'deva')) out += 'a'
    pending = null
  }
  for (const char of text) {
    const cp = char.codePointAt(0)!
    const block = INDIC_BLOCKS.find((b) => cp >= b.base && cp <= b.end)
    if (!block) {
      flush(null)
      out += char
      continue
    }
    const offset = cp - block.base
    if (offset === NUKTA) {
      // ज + ़ = ज़ (z): rewrite the consonant just written.
      if (pending) {
        const form = NUKTA_FORMS[pending.consonant] ?? pending.consonant
        out = out.slice(0, out.length - pending.consonant.length) + form
        pending.consonant = form
      }
      continue
    }
    if (offset in VOWEL_SIGNS) {
      pending = null
      out += VOWEL_SIGNS[offset]
      continue
    }
    if (offset === VIRAMA) {
      pending = null
      continue
    }
    if (offset in CONSONANTS) {
      flush({ script: block.script, offset })
      out += CONSONANTS[offset]
      pending = { script: block.script, consonant: CONSONANTS[offset]! }
      continue
    }
    flush({ script: block.script, offset })
    if (offset in VOWELS) out += VOWELS[offset]
    else if (offset in SIGNS) out += SIGNS[offset]
    else if (offset >= 0x66 && offset <= 0x6f) out += String(offset - 0x66)
  }
  flush(null)
  return out
}

export function slugify(title: string | null | undefined): string {
  if (!title) return EMPTY_SLUG
  const slug = transliterate(title)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining diacritical marks
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || EMPTY_SLUG
}

export interface PropertyRef {
  id: string | number
  title?: string | null
  slug?: string | null
}

/**
 * '/property/{slug}' (the listing's stored slug, unique to it), or '/property/{id}' when the
 * property has no title or no stored slug: the slugged title alone may be another listing's URL.
 */
export function propertyPath(p: PropertyRef): string {
  const stored = p.slug?.trim()
  if (!p.title || !p.title.trim() || !stored) return `/property/${encodeURIComponent(String(p.id))}`
  return `/property/${encodeURIComponent(stored)}`
}
