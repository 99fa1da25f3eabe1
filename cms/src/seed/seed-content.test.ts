/** The seed writes the marketing pages and blog posts in Telugu and Hindi too, and keeps what editors wrote (issue 11). */
import { describe, expect, it } from 'vitest'

import { getTestPayload } from '../../test/payload'
import { getPage, getPost } from '../services/content/index'
import { SEED_PAGES, SEED_POSTS } from './content'
import { HINDI } from './content-hi'
import { TELUGU } from './content-te'
import { lexicalDoc } from './lexical'
import { seedContent } from './seed-content'

/** The first heading of a seeded body, as the site renders it. */
function firstHeading(body: (typeof TELUGU)['pages']['about']['body']): string {
  const heading = body.find((block) => typeof block === 'object' && 'heading' in block)
  if (!heading || typeof heading !== 'object' || !('heading' in heading)) throw new Error('no heading')
  return `>${heading.heading}</h`
}

describe('seeding pages and posts in every language', () => {
  it('serves the seeded Telugu and Hindi, fills in pages that had only English, and keeps what editors wrote', async () => {
    const payload = await getTestPayload()
    const read = { payload, user: null }

    // A database seeded before the translations existed: 'community' in English only, edited by an editor,
    // and 'privacy-policy' with an unpublished English draft on top of the published page.
    await payload.create({
      collection: 'pages',
      data: { title: 'Community (edited)', slug: 'community', content: lexicalDoc(['Our own words']), _status: 'published' },
      overrideAccess: true,
    })
    const privacy = await payload.create({
      collection: 'pages',
      data: { title: 'Privacy Policy', slug: 'privacy-policy', content: lexicalDoc(['Published words']), _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: privacy.id,
      data: { content: lexicalDoc(['Draft words']) },
      draft: true,
      overrideAccess: true,
    })

    const lines: string[] = []
    const first = await seedContent(payload, { log: (line) => lines.push(line) })
    expect(first.pages).toEqual({ created: SEED_PAGES.length - 2, skipped: 2 })
    expect(first.posts).toEqual({ created: SEED_POSTS.length, skipped: 0 })
    // Two languages for every page and post, except the page with a draft.
    expect(first.translations).toEqual({ created: 2 * (SEED_PAGES.length + SEED_POSTS.length - 1), skipped: 2 })
    expect(lines.join('\n')).toContain('pages/privacy-policy: has an unpublished draft')

    const aboutTe = await getPage({ ...read, slug: 'about', locale: 'te' })
    expect(aboutTe).toMatchObject({ title: TELUGU.pages.about.title, metaDescription: TELUGU.pages.about.summary })
    expect(aboutTe?.html).toContain(firstHeading(TELUGU.pages.about.body))
    const aboutHi = await getPage({ ...read, slug: 'about', locale: 'hi' })
    expect(aboutHi).toMatchObject({ title: HINDI.pages.about.title, metaDescription: HINDI.pages.about.summary })
    expect(aboutHi?.html).toContain(firstHeading(HINDI.pages.about.body))
    const aboutEn = await getPage({ ...read, slug: 'about' })
    expect(aboutEn?.title).toBe('About Gruha')
    expect(aboutEn?.html).toContain('>Our story</h')

    const rera = TELUGU.posts['rera-explained']
    const postTe = await getPost({ ...read, slug: 'rera-explained', locale: 'te' })
    expect(postTe).toMatchObject({ title: rera.title, excerpt: rera.summary })
    expect(postTe?.html).toContain(firstHeading(rera.body))
    const postHi = await getPost({ ...read, slug: 'rera-explained', locale: 'hi' })
    expect(postHi).toMatchObject({ title: HINDI.posts['rera-explained'].title, excerpt: HINDI.posts['rera-explained'].summary })

    // The English-only page got its translations; its edited English stayed.
    expect((await getPage({ ...read, slug: 'community' }))?.title).toBe('Community (edited)')
    expect((await getPage({ ...read, slug: 'community', locale: 'te' }))?.title).toBe(TELUGU.pages.community.title)
    // The page with a draft: nothing published, so the draft stays a draft and Telugu still falls back to English.
    const privacyTe = await getPage({ ...read, slug: 'privacy-policy', locale: 'te' })
    expect(privacyTe?.title).toBe('Privacy Policy')
    expect(privacyTe?.html).toContain('Published words')

    // An editor rewrites the Telugu title; the next seed keeps it and changes nothing else.
    const about = await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, overrideAccess: true })
    const editedTitle = 'Gruha గురించి — మా మాటల్లో'
    await payload.update({
      collection: 'pages',
      id: about.docs[0]!.id,
      locale: 'te',
      data: { title: editedTitle, _status: 'published' },
      overrideAccess: true,
    })
    const again = await seedContent(payload)
    expect(again.pages).toEqual({ created: 0, skipped: SEED_PAGES.length })
    expect(again.posts).toEqual({ created: 0, skipped: SEED_POSTS.length })
    expect(again.translations).toEqual({ created: 0, skipped: 2 * (SEED_PAGES.length + SEED_POSTS.length) })
    const aboutTeAgain = await getPage({ ...read, slug: 'about', locale: 'te' })
    expect(aboutTeAgain?.title).toBe(editedTitle)
    expect(aboutTeAgain?.html).toContain(firstHeading(TELUGU.pages.about.body))
    expect((await getPage({ ...read, slug: 'about', locale: 'hi' }))?.title).toBe(HINDI.pages.about.title)
  })
})
