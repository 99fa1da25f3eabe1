import { describe, expect, it } from 'vitest'

import { SEED_PAGES, SEED_POSTS, type SeedText } from './content'
import { SEED_TRANSLATIONS, type TranslatedLocale } from './content-translations'
import type { LexicalBlock } from './lexical'

/** Each language's script: a translated string must contain some of it. */
const SCRIPT: Record<TranslatedLocale, RegExp> = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ }

/** What a block is, without its words: a paragraph, a heading of some level, or a list of so many items. */
function shape(block: LexicalBlock): string {
  if (typeof block === 'string') return 'paragraph'
  if ('heading' in block) return `h${block.level ?? 2}`
  return `list of ${block.list.length}`
}

function strings(block: LexicalBlock): string[] {
  if (typeof block === 'string') return [block]
  return 'heading' in block ? [block.heading] : block.list
}

/** What must come through translation unchanged: e-mails, numbers and phone numbers, acronyms, the brand. */
function fixedTokens(text: string): string[] {
  return text.match(/[\w.]+@[\w.]+\w|\d[\d,./-]*\d%?|\d%?|\b[A-Z]{2,}\b|Gruha/g) ?? []
}

/** Three Latin words in a row: an English phrase left untranslated ('Frontline Stays', 'AP RERA' are two). */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/

const english = [
  ...SEED_PAGES.map((page) => ({ kind: 'pages' as const, slug: page.slug, text: page as SeedText })),
  ...SEED_POSTS.map((post) => ({ kind: 'posts' as const, slug: post.slug, text: post as SeedText })),
]

describe('seeded pages and posts in Telugu and Hindi', () => {
  for (const locale of Object.keys(SEED_TRANSLATIONS) as TranslatedLocale[]) {
    const translation = SEED_TRANSLATIONS[locale]

    it(`${locale}: has every page and post and nothing else`, () => {
      expect(Object.keys(translation.pages).sort()).toEqual(SEED_PAGES.map((p) => p.slug).sort())
      expect(Object.keys(translation.posts).sort()).toEqual(SEED_POSTS.map((p) => p.slug).sort())
    })

    for (const { kind, slug, text: en } of english) {
      it(`${locale}: ${kind}/${slug} has the English blocks, translated, with the same numbers and names`, () => {
        const translated: SeedText =
          kind === 'pages'
            ? translation.pages[slug as keyof typeof translation.pages]
            : translation.posts[slug as keyof typeof translation.posts]
        expect(translated.body.map(shape)).toEqual(en.body.map(shape))

        const pairs: Array<[english: string, translated: string]> = [
          [en.title, translated.title],
          [en.summary, translated.summary],
          ...en.body.flatMap((block, i) => {
            const theirs = strings(translated.body[i]!)
            return strings(block).map((s, j): [string, string] => [s, theirs[j]!])
          }),
        ]
        for (const [source, target] of pairs) {
          expect(target.trim(), source).not.toBe('')
          expect(target, source).not.toBe(source)
          expect(target, `not in ${locale} script: ${target}`).toMatch(SCRIPT[locale])
          expect(target, 'an English phrase is left').not.toMatch(ENGLISH_PHRASE)
          // Bold spans survive: the same number of ** markers.
          expect(target.split('**').length, target).toBe(source.split('**').length)
          for (const token of fixedTokens(source)) expect(target, `missing ${token}`).toContain(token)
        }
        // Short enough for the meta description without being cut.
        expect(translated.summary.length).toBeLessThanOrEqual(160)
      })
    }
  }
})
