/**
 * The seeded marketing pages and blog posts, in English and in every other site language.
 * Part of the CLI seed (seed.ts); its own module so its test can run it without the rest.
 *
 * A page or post is looked up by slug and created in English when missing. Then each language
 * with no text of its own yet gets the seeded translation, so an existing database fills in on
 * the next seed while an editor's own translation, or English edit, is never overwritten.
 */
import type { Payload } from 'payload'

import { SEED_PAGES, SEED_POSTS, type SeedPostSlug, type SeedText, type SeedTranslation } from './content'
import { SEED_TRANSLATIONS, type TranslatedLocale } from './content-translations'
import { lexicalDoc } from './lexical'
import type { SeedCount } from './seed'

export interface SeedContentOptions {
  /** The media id of a post's cover picture; without it posts are created with none. */
  coverImage?: (slug: SeedPostSlug) => Promise<number | undefined>
  log?: (line: string) => void
}

export interface SeedContentSummary {
  pages: SeedCount
  posts: SeedCount
  /** A page's or post's text in one language: written (created) or already there (skipped). */
  translations: SeedCount
}

type ContentCollection = 'pages' | 'posts'

interface SeedItem {
  collection: ContentCollection
  slug: string
  /** Its text in each non-English language. */
  translations: Record<TranslatedLocale, SeedText>
  /** The localized fields of one language's text. */
  data: (text: SeedText) => Record<string, unknown>
  /** Creates it in English (the default locale). */
  create: () => Promise<{ id: number }>
}

const pageData = (text: SeedText) => ({
  title: text.title,
  content: lexicalDoc(text.body),
  meta: { title: clip(`${text.title} · Gruha`, 70), description: clip(text.summary, 160) },
})

const postData = (text: SeedText) => ({
  title: text.title,
  excerpt: clip(text.summary, 500),
  content: lexicalDoc(text.body),
  meta: { title: clip(text.title, 70), description: clip(text.summary, 160) },
})

export async function seedContent(payload: Payload, opts: SeedContentOptions = {}): Promise<SeedContentSummary> {
  const log = opts.log ?? (() => {})
  const summary: SeedContentSummary = {
    pages: { created: 0, skipped: 0 },
    posts: { created: 0, skipped: 0 },
    translations: { created: 0, skipped: 0 },
  }

  /** One page or post: found or created in English, then filled in in the languages it lacks. */
  const seedOne = async (item: SeedItem) => {
    const { id, created } = await findOrCreate(payload, item.collection, item.slug, item.create)
    summary[item.collection][created ? 'created' : 'skipped']++
    add(summary.translations, await fillTranslations(payload, { ...item, id, log }))
  }

  for (const page of SEED_PAGES) {
    await seedOne({
      collection: 'pages',
      slug: page.slug,
      translations: translationsOf((t) => t.pages[page.slug]),
      data: pageData,
      create: () =>
        payload.create({
          collection: 'pages',
          data: { ...pageData(page), slug: page.slug, _status: 'published' },
          overrideAccess: true,
          depth: 0,
        }),
    })
  }
  log(`pages: ${summary.pages.created} created, ${summary.pages.skipped} already there`)

  for (const post of SEED_POSTS) {
    await seedOne({
      collection: 'posts',
      slug: post.slug,
      translations: translationsOf((t) => t.posts[post.slug]),
      data: postData,
      create: async () =>
        payload.create({
          collection: 'posts',
          data: {
            ...postData(post),
            slug: post.slug,
            category: post.category,
            published_at: post.published_at,
            cover_image: await opts.coverImage?.(post.slug),
            _status: 'published',
          },
          overrideAccess: true,
          depth: 0,
        }),
    })
  }
  log(`posts: ${summary.posts.created} created, ${summary.posts.skipped} already there`)
  log(`translations: ${summary.translations.created} written, ${summary.translations.skipped} already there`)
  return summary
}

/** The page or post with this slug (drafts included), or the one `create` makes in English when there is none. */
async function findOrCreate(
  payload: Payload,
  collection: ContentCollection,
  slug: string,
  create: () => Promise<{ id: number }>,
): Promise<{ id: number; created: boolean }> {
  const found = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true, overrideAccess: true })
  const existing = found.docs[0]
  if (existing) return { id: existing.id, created: false }
  return { id: (await create()).id, created: true }
}

/** One page's or post's text in each non-English language, picked from each language's module. */
function translationsOf(pick: (translation: SeedTranslation) => SeedText): Record<TranslatedLocale, SeedText> {
  const entries = Object.entries(SEED_TRANSLATIONS).map(([locale, translation]) => [locale, pick(translation)])
  return Object.fromEntries(entries) as Record<TranslatedLocale, SeedText>
}

/**
 * Writes a page's or post's seeded text in each language that has none yet. Each language is read
 * without the English fallback, so a title there means an editor (or an earlier seed) wrote it,
 * and it is kept. A document whose latest version is an unpublished draft is left alone:
 * publishing the translation would publish the editor's draft with it.
 */
async function fillTranslations(
  payload: Payload,
  target: Omit<SeedItem, 'create'> & { id: number; log: (line: string) => void },
): Promise<SeedCount> {
  const outcome: SeedCount = { created: 0, skipped: 0 }
  for (const [locale, text] of Object.entries(target.translations) as Array<[TranslatedLocale, SeedText]>) {
    const current = await payload.findByID({
      collection: target.collection,
      id: target.id,
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    if (typeof current.title === 'string' && current.title.trim() !== '') {
      outcome.skipped++
      continue
    }
    if (current._status !== 'published') {
      target.log(`${target.collection}/${target.slug}: has an unpublished draft; its ${locale} text is left for the editor`)
      outcome.skipped++
      continue
    }
    await payload.update({
      collection: target.collection,
      id: target.id,
      locale,
      data: { ...target.data(text), _status: 'published' },
      overrideAccess: true,
      depth: 0,
    })
    outcome.created++
  }
  return outcome
}

function add(total: SeedCount, more: SeedCount): void {
  total.created += more.created
  total.skipped += more.skipped
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}
