import { beforeAll, describe, expect, it } from 'vitest'
import { cmsUrl, siteUrl, useBrowser } from '../support/browser'
import { cmsToken } from '../support/session'
import { createUser, type TestUser } from '../support/factory'

/** Writes a post through Payload's REST API as an editor, in one language. */
async function writePost(token: string, locale: 'en' | 'te' | 'hi', body: Record<string, unknown>, id?: number) {
  const response = await fetch(`${cmsUrl}/cms/api/posts${id ? `/${id}` : ''}?locale=${locale}`, {
    method: id ? 'PATCH' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, Origin: cmsUrl },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`post ${locale}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc
}

/** Issue 11: editors write pages and posts per language; a missing translation shows the English text. */
describe('CMS content in English, Telugu and Hindi', () => {
  const browser = useBrowser()
  // An editor of this file's own (the demo editor is the CMS walk's).
  let editor: TestUser
  beforeAll(async () => {
    editor = await createUser('editor')
  })

  it('a post written in Telugu shows in Telugu, and in English where Hindi is missing', async () => {
    const token = await cmsToken(cmsUrl, editor.email, editor.password)
    const slug = `rera-basics-${Date.now()}`
    const post = await writePost(token, 'en', {
      title: 'RERA basics for buyers',
      slug,
      excerpt: 'What to check before you book a flat.',
      published_at: '2031-01-01T00:00:00.000Z',
      category: 'legal',
      _status: 'published',
    })
    // The category comes from the list, not free text.
    await expect(writePost(token, 'en', { category: 'Gossip' }, post.id)).rejects.toThrow(/post en: 400/)
    await writePost(
      token,
      'te',
      { title: 'కొనుగోలుదారులకు RERA ప్రాథమికాలు', excerpt: 'ఫ్లాట్ బుక్ చేసే ముందు చూడాల్సినవి.', _status: 'published' },
      post.id,
    )

    const page = await browser.newPage()
    await page.goto(`${siteUrl}/blog/${slug}?lng=te`)
    await page.getByRole('heading', { level: 1, name: 'కొనుగోలుదారులకు RERA ప్రాథమికాలు' }).waitFor()
    await page.goto(`${siteUrl}/blogs?lng=te`)
    await page.getByText('ఫ్లాట్ బుక్ చేసే ముందు చూడాల్సినవి.').first().waitFor()
    // Its category in the reader's language.
    const card = page.getByRole('article').filter({ hasText: 'కొనుగోలుదారులకు RERA ప్రాథమికాలు' })
    await expect.poll(() => card.locator('.post-category').textContent()).toBe('చట్టపరమైన అంశాలు')

    await page.goto(`${siteUrl}/blog/${slug}?lng=hi`)
    await page.getByRole('heading', { level: 1, name: 'RERA basics for buyers' }).waitFor()
    await page.goto(`${siteUrl}/blog/${slug}`)
    await page.getByRole('heading', { level: 1, name: 'RERA basics for buyers' }).waitFor()
    await expect.poll(() => page.getByText('కొనుగోలుదారులకు RERA ప్రాథమికాలు').count()).toBe(0)
  })

  it('the seeded pages and posts read in Telugu and Hindi, and in English for English visitors', async () => {
    const seeded = [
      { path: '/about', en: 'About Gruha', te: 'Gruha గురించి', hi: 'Gruha के बारे में' },
      { path: '/privacy-policy', en: 'Privacy Policy', te: 'గోప్యతా విధానం', hi: 'गोपनीयता नीति' },
      {
        path: '/blog/rera-explained',
        en: 'RERA Explained: What Every Homebuyer Should Check',
        te: 'RERA అంటే ఏమిటి: ఇల్లు కొనేవారు చెక్ చేయాల్సినవి',
        hi: 'RERA क्या है: हर घर खरीदार को क्या जाँचना चाहिए',
      },
    ]
    const page = await browser.newPage()
    for (const { path, ...titles } of seeded) {
      for (const locale of ['en', 'te', 'hi'] as const) {
        await page.goto(`${siteUrl}${path}?lng=${locale}`)
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor()
      }
    }
    // The body too, not only the title.
    await page.goto(`${siteUrl}/about?lng=te`)
    await page.getByRole('heading', { level: 2, name: 'మా కథ' }).waitFor()
    await page.goto(`${siteUrl}/about?lng=hi`)
    await page.getByRole('heading', { level: 2, name: 'हमारी कहानी' }).waitFor()
  })

  it('the editor sees the language switch in /cms', async () => {
    const page = await browser.newPage()
    await page.goto(`${cmsUrl}/cms/login`)
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login/i }).click()
    await page.waitForURL(`${cmsUrl}/cms`)
    await page.goto(`${cmsUrl}/cms/collections/pages?locale=en`)
    // Opened by its address: a click on the list before Payload's admin has hydrated can be lost under load.
    const about = await page.getByRole('link', { name: 'About' }).first().getAttribute('href')
    expect(about).toMatch(/\/cms\/collections\/pages\/\d+/)
    await page.goto(new URL(about!, cmsUrl).toString())
    await page.waitForLoadState('networkidle')
    // Payload's localizer in the document header: the current language, and the others to pick.
    const localizer = page.locator('.localizer-button[data-locale]:visible').first()
    await expect.poll(() => localizer.getAttribute('data-locale')).toBe('en')
    // Each language is offered by its own name and code, e.g. 'తెలుగు (te)'. The popup re-renders
    // while the document loads, so open it again until the choice is taken.
    const telugu = page
      .getByText(/తెలుగు\s\(te\)/)
      .locator('visible=true')
      .first()
    for (let attempt = 0; ; attempt++) {
      await localizer.click()
      const picked = await telugu.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
      if (picked || attempt === 5) break
    }
    await page.waitForURL((url) => url.searchParams.get('locale') === 'te')
    await expect.poll(() => localizer.getAttribute('data-locale')).toBe('te')
    await localizer.click()
    await page
      .getByText(/हिन्दी\s\(hi\)/)
      .locator('visible=true')
      .first()
      .waitFor()
    // Payload keeps the editor's last language as a preference: leave it on English for other tests.
    await page
      .getByText(/English\s\(en\)/)
      .locator('visible=true')
      .first()
      .click()
    await page.waitForURL((url) => url.searchParams.get('locale') === 'en')
    await expect.poll(() => localizer.getAttribute('data-locale')).toBe('en')

    // Fields are labelled in words (Payload's default showed 'Cover_image'), and the category is a list.
    await page.goto(`${cmsUrl}/cms/collections/posts/create`)
    await page
      .locator('label', { hasText: /^Cover image/ })
      .first()
      .waitFor()
    await page
      .locator('label', { hasText: /^Published at/ })
      .first()
      .waitFor()
    expect(await page.getByText(/Cover_image|Published_at/).count()).toBe(0)
    await page.locator('#field-category').click()
    await page.getByText('Market trends', { exact: true }).waitFor()
  })
})
