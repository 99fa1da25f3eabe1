/**
 * Issue 19: the browser gets English in parts (the entry carries the groups the header, footer, /buy
 * and /rent show; every other group comes with the route that shows it). Every text a page puts on
 * screen, from the first streamed byte through hydration and client-side navigation, is recorded:
 * a Telugu page shows no English and no raw key, and an English page reached client-side shows no
 * raw key either.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createLeads, type TestUser } from '../support/factory'

const localesDir = path.resolve(import.meta.dirname, '../../remix-app/app/locales')
// `messages` has no English file: its English is the text a schema or service gave, shown as it is.
const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'))

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else if (typeof value === 'string') out.set(prefix, value)
  return out
}
const catalogue = (locale: string, file: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')), '', new Map())

/** What i18next shows for a key it cannot find: the key itself (plural keys without their suffix). */
const rawKeys = new Set<string>()
/** English sentences (three words or more) that Telugu words differently: a te page must show none. */
const englishTexts = new Set<string>()
for (const file of namespaces) {
  const te = catalogue('te', file)
  for (const [key, value] of catalogue('en', file)) {
    rawKeys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''))
    if (!value.includes('{{') && value.trim().split(/\s+/).length >= 3 && te.get(key) !== value) englishTexts.add(value.trim())
  }
}

/** Records every text node and label the document ever shows, from the first byte on. */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Reflect.set(window, '__shownTexts', seen)
    const push = (text: string | null | undefined) => {
      const trimmed = text?.trim()
      if (trimmed) seen.push(trimmed)
    }
    const record = (node: Node) => {
      if (node.parentElement?.closest('script, style')) return
      if (node.nodeType === Node.TEXT_NODE) return push(node.textContent)
      if (!(node instanceof Element) || node.closest('script, style')) return
      for (const el of [node, ...node.querySelectorAll('*')]) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) push(el.getAttribute(name))
      }
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) if (!walker.currentNode.parentElement?.closest('script, style')) push(walker.currentNode.textContent)
    }
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') record(r.target)
        else if (r.type === 'attributes' && r.target instanceof Element) push(r.target.getAttribute(r.attributeName ?? ''))
        else r.addedNodes.forEach(record)
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder', 'title', 'alt'],
    })
  })
}

async function shownTexts(page: Page): Promise<string[]> {
  // Whatever runs after hydration (effects, lazily loaded parts) has a moment to show itself.
  await page.waitForTimeout(500)
  return page.evaluate(() => [...new Set(Reflect.get(window, '__shownTexts') as string[])])
}

const telugu = /[\u0C00-\u0C7F]/

describe('English in parts: no raw key, no English on a Telugu page', () => {
  const browser = useBrowser()
  let leads: { buyer: TestUser; listing: { slug?: string | null } }
  beforeAll(async () => {
    leads = await createLeads()
  })

  it('Telugu /buy, a property page, /login and a member page show only Telugu texts, before and after hydration', async () => {
    const visitor = await browser.newPage()
    await recordTexts(visitor)
    const member = await browser.newPage()
    await recordTexts(member)
    const visits: [Page, string][] = [
      [visitor, '/buy'],
      [visitor, `/property/${leads.listing.slug}`],
      [visitor, '/login'],
      [member, '/my-inquiries'],
    ]
    for (const [page, where] of visits) {
      if (page === member) await signInAt(page, leads.buyer, `${where}?lng=te`)
      else await page.goto(`${siteUrl}${where}?lng=te`)
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te')
      const texts = await shownTexts(page)
      expect(texts.filter((t) => telugu.test(t)).length, `${where} shows Telugu`).toBeGreaterThan(10)
      expect(
        texts.filter((t) => rawKeys.has(t)),
        `raw keys on ${where} in Telugu`,
      ).toEqual([])
      expect(
        texts.filter((t) => englishTexts.has(t)),
        `English on ${where} in Telugu`,
      ).toEqual([])
    }
  }, 120_000)

  it('English pages reached client-side, one after another from /buy, bring their namespaces: no raw key, the heading of a full load', async () => {
    const page = await browser.newPage()
    await recordTexts(page)
    await signInAt(page, leads.buyer, '/buy')
    const fullLoad = await browser.newPage()
    await signInAt(fullLoad, leads.buyer, '/buy')
    for (const where of [`/property/${leads.listing.slug}`, '/my-inquiries', '/profile', '/agents', '/saved-searches', '/blogs']) {
      await page.evaluate((to) => (Reflect.get(window, '__remixRouter') as { navigate(to: string): Promise<void> }).navigate(to), where)
      await page.waitForURL((url) => url.pathname === where)
      const heading = page.locator('main h1').first()
      await heading.waitFor()
      const texts = await shownTexts(page)
      expect(
        texts.filter((t) => rawKeys.has(t)),
        `raw keys on ${where} after a client-side navigation`,
      ).toEqual([])
      await fullLoad.goto(`${siteUrl}${where}`)
      expect((await heading.innerText()).trim(), `${where}: heading`).toBe((await fullLoad.locator('main h1').first().innerText()).trim())
    }
  }, 240_000)
})
