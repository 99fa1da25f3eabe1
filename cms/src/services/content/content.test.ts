import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { lexicalDoc } from '../../seed/lexical'
import { makeUser, uniq } from '../../../test/factories'
import { getPage, getPost, lexicalToHtml, listPosts } from './index'

const linkDoc = (url: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: 'ltr',
            format: '',
            indent: 0,
            fields: { url, linkType: 'custom', newTab: false },
            children: [{ type: 'text', text: 'click', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
          },
        ],
      },
    ],
  },
})

describe('lexicalToHtml', () => {
  it('renders headings, lists and bold text, escaping what editors type', () => {
    const html = lexicalToHtml(lexicalDoc([{ heading: 'Our story' }, 'Fish & <chips> **bold**', { list: ['one', 'two'] }]))
    expect(html).toContain('<h2>Our story</h2>')
    expect(html).toContain('Fish &amp; &lt;chips&gt; <strong>bold</strong>')
    expect(html).toMatch(/<ul[^>]*>.*<li[^>]*>one<\/li>.*<\/ul>/s)
  })
  it('drops unsafe link schemes and keeps safe ones', () => {
    expect(lexicalToHtml(linkDoc('javascript:alert(1)'))).toContain('href="#"')
    expect(lexicalToHtml(linkDoc('https://example.com/a?b=1&c=2'))).toContain(
      'href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer"',
    )
    expect(lexicalToHtml(linkDoc('/buy'))).toContain('href="/buy"')
  })
  it('gives empty text for empty or malformed values', () => {
    expect(lexicalToHtml(null)).toBe('')
    expect(lexicalToHtml({ nope: true })).toBe('')
  })
})

describe('pages and posts', () => {
  it('serves published pages and never drafts, even to editors', async () => {
    const payload = await getTestPayload()
    const editor = await makeUser(payload, 'editor')
    const slug = `page-${uniq()}`
    const created = await payload.create({
      collection: 'pages',
      data: { title: 'Hello page', slug, content: lexicalDoc(['Version one']), _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    expect((await getPage({ payload, user: null, slug }))?.html).toContain('Version one')

    // A published edit shows on the next read.
    await payload.update({
      collection: 'pages',
      id: created.id,
      data: { content: lexicalDoc(['Version two']), _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    expect((await getPage({ payload, user: null, slug }))?.html).toContain('Version two')

    // A draft edit does not replace what the public sees.
    await payload.update({
      collection: 'pages',
      id: created.id,
      data: { content: lexicalDoc(['Secret draft']) },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    const shown = await getPage({ payload, user: editor, slug })
    expect(shown?.html).toContain('Version two')
    expect(shown?.html).not.toContain('Secret draft')

    const draftOnly = `draft-${uniq()}`
    await payload.create({
      collection: 'pages',
      data: { title: 'Draft', slug: draftOnly, _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(await getPage({ payload, user: editor, slug: draftOnly })).toBeNull()
    expect(await getPage({ payload, user: null, slug: 'no-such-page' })).toBeNull()
  })

  it('lists published posts newest first and finds one by slug', async () => {
    const payload = await getTestPayload()
    const editor = await makeUser(payload, 'editor')
    const older = `older-${uniq()}`
    const newer = `newer-${uniq()}`
    const hidden = `hidden-${uniq()}`
    await payload.create({
      collection: 'posts',
      data: {
        title: 'Older',
        slug: older,
        published_at: '2030-01-01T00:00:00.000Z',
        content: lexicalDoc(['Old news']),
        _status: 'published',
      },
      overrideAccess: false,
      user: editor,
    })
    await payload.create({
      collection: 'posts',
      data: { title: 'Newer', slug: newer, published_at: '2030-02-01T00:00:00.000Z', excerpt: 'Fresh', _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    await payload.create({
      collection: 'posts',
      data: { title: 'Hidden', slug: hidden, _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user: editor,
    })

    const { posts } = await listPosts({ payload, user: null, limit: 100 })
    const slugs = posts.map((p) => p.slug)
    expect(slugs.indexOf(newer)).toBeLessThan(slugs.indexOf(older))
    expect(slugs).not.toContain(hidden)
    expect(posts.find((p) => p.slug === newer)).toMatchObject({ title: 'Newer', excerpt: 'Fresh' })

    expect((await getPost({ payload, user: null, slug: older }))?.html).toContain('Old news')
    expect(await getPost({ payload, user: null, slug: hidden })).toBeNull()
  })

  it('serves a page and a post in Telugu once an editor writes it, and English where no translation exists', async () => {
    const payload = await getTestPayload()
    const editor = await makeUser(payload, 'editor')
    const slug = `about-${uniq()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'About us', slug, content: lexicalDoc(['We list homes']), meta: { title: 'About meta' }, _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'te',
      data: { title: 'మా గురించి', content: lexicalDoc(['మేము ఇళ్లను చూపిస్తాము']), _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    const telugu = await getPage({ payload, user: null, slug, locale: 'te' })
    expect(telugu).toMatchObject({ title: 'మా గురించి', metaTitle: 'About meta' })
    expect(telugu?.html).toContain('మేము ఇళ్లను చూపిస్తాము')
    const hindi = await getPage({ payload, user: null, slug, locale: 'hi' })
    expect(hindi).toMatchObject({ title: 'About us' })
    expect(hindi?.html).toContain('We list homes')
    expect((await getPage({ payload, user: null, slug }))?.title).toBe('About us')

    const postSlug = `post-${uniq()}`
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Buying a flat',
        slug: postSlug,
        excerpt: 'Five checks',
        published_at: '2031-01-01T00:00:00.000Z',
        _status: 'published',
      },
      overrideAccess: false,
      user: editor,
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'hi',
      data: { title: 'फ्लैट ख़रीदना', excerpt: 'पाँच जाँचें', _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    expect(await getPost({ payload, user: null, slug: postSlug, locale: 'hi' })).toMatchObject({ title: 'फ्लैट ख़रीदना', excerpt: 'पाँच जाँचें' })
    expect(await getPost({ payload, user: null, slug: postSlug, locale: 'te' })).toMatchObject({
      title: 'Buying a flat',
      excerpt: 'Five checks',
    })
    const listed = (await listPosts({ payload, user: null, limit: 100, locale: 'hi' })).posts.find((p) => p.slug === postSlug)
    expect(listed?.title).toBe('फ्लैट ख़रीदना')
  })
})

describe('sitemap', () => {
  it('lists active listings by canonical path and leaves out inactive ones', async () => {
    const { makeProperty } = await import('../../../test/factories')
    const { countSitemapProperties, sitemapPropertyUrls } = await import('./index')
    const payload = await getTestPayload()
    const before = await countSitemapProperties({ payload })
    const active = await makeProperty(payload, { title: `Sitemap Home ${uniq()}` })
    const hidden = await makeProperty(payload, { title: `Sitemap Hidden ${uniq()}`, status: 'inactive' })
    expect(await countSitemapProperties({ payload })).toBe(before + 1)
    const paths = (await sitemapPropertyUrls({ payload, input: { chunk: 1, size: 100_000 } })).map((u) => u.path)
    expect(paths.some((p) => p.startsWith('/property/sitemap-home-'))).toBe(true)
    expect(paths.some((p) => p.includes(hidden.title.toLowerCase().replace(/ /g, '-')))).toBe(false)
    expect(active.id).toBeGreaterThan(0)
  })
})
