import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { inject } from 'vitest'
import type { Page } from 'playwright-core'
import type AxeCore from 'axe-core'

declare global {
  interface Window {
    axe: typeof AxeCore
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type A11yViolation = { url: string; id: string; impact: string; help: string; targets: string[]; html: string[]; why: string[] }

/** Pages checked in this process, for the run's summary (role and url path). */
export const checkedPages = new Set<string>()
/** Every check of the run, one line each ('role path violations'), to count pages and roles. */
export const a11yLog = process.env.E2E_A11Y_LOG ?? path.join(os.tmpdir(), 'gruha-e2e-a11y.log')

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and returns its serious and
 * critical violations. Colour contrast is included.
 */
// One axe run at a time per page: the after-load check and a test's own check take turns.
const queues = new WeakMap<Page, Promise<unknown>>()

export type AxeOptions = {
  /**
   * The automatic check after each page load: skipped when the run has already found this page clean,
   * as the same role, in the same language and viewport, with the same structure (see `pageShape`).
   * A test's own `axeViolations(page)` always runs.
   */
  oncePerRun?: boolean
}

export function axeViolations(page: Page, options: AxeOptions = {}): Promise<A11yViolation[]> {
  const next = (queues.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page, options))
  queues.set(page, next)
  return next
}

/**
 * Where the run notes the pages it found clean, one empty file per page (e2e/support/global-setup.ts),
 * so that files running side by side share it. Unset when a file runs outside the e2e runner.
 */
const cleanPagesDir = (): string | undefined => inject('a11yCleanPagesDir')

async function runAxe(page: Page, { oncePerRun = false }: AxeOptions): Promise<A11yViolation[]> {
  const url = page.url()
  if (!url.startsWith('http')) return []
  await page.waitForLoadState('domcontentloaded')
  const { role, shape } = await page.evaluate(pageShape)
  const dir = oncePerRun ? cleanPagesDir() : undefined
  const marker = dir && path.join(dir, crypto.createHash('sha1').update(`${role} ${shape}`).digest('hex'))
  if (marker && fs.existsSync(marker)) return []
  // Evaluated rather than added as a <script>, so pages without JavaScript are checked too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // A navigation can commit between the steps above: axe then reads the next document, which may still be
  // arriving (a link whose text has not streamed in yet has no name). So it waits for that document to be
  // parsed, and reports the address it read.
  const { href, violations } = await page.evaluate(async () => {
    if (document.readyState === 'loading') await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }))
    // Colours read halfway through a fade or a ripple fail the contrast rule by chance: let finite
    // transitions and animations end first (for a second at most; spinners run forever).
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))
    await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 1000))])
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    const found = r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => String(n.target[0])),
      // The nodes as axe saw them: an intermittent violation can be told apart from a real one.
      html: v.nodes.slice(0, 5).map((n) => n.html.slice(0, 300)),
      // What axe measured (for contrast: both colours and the ratio).
      why: v.nodes.slice(0, 5).map((n) => (n.failureSummary ?? '').slice(0, 300)),
    }))
    return { href: location.href, violations: found }
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ ...v, url: href }))
  const entry = `${role} ${new URL(href).pathname}`
  checkedPages.add(entry)
  fs.appendFileSync(a11yLog, `${entry} ${serious.length}\n`)
  // Only a page read at the address it was keyed by, and found clean, is skipped later.
  if (marker && href === url && serious.length === 0) fs.writeFileSync(marker, '')
  return serious
}

/**
 * Who the page is for and what it is made of: the route, language and viewport width, and the set of
 * distinct elements (tag, classes, role, and whether it is invalid, hidden or expanded). A page with more
 * or fewer of the same cards has the same shape; an empty state, an error, an open dialog or a filled-in
 * form does not. Runs in the page.
 */
function pageShape() {
  const hrefs = [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href'))
  const role = !document.querySelector('.user-menu details')
    ? 'visitor'
    : hrefs.includes('/admin')
      ? 'admin'
      : hrefs.includes('/my-properties')
        ? 'seller'
        : hrefs.includes('/my-bookings')
          ? 'buyer'
          : hrefs.includes('/agent/dashboard')
            ? 'agent'
            : 'member'
  const parts = new Set<string>()
  for (const e of document.querySelectorAll('body *'))
    parts.add(
      [
        e.tagName,
        e.getAttribute('class') ?? '',
        e.getAttribute('role') ?? '',
        e.getAttribute('aria-invalid') ?? '',
        e.getAttribute('aria-expanded') ?? '',
        e.hasAttribute('hidden') || e.hasAttribute('open') ? 'h/o' : '',
      ].join('|'),
    )
  // The route, not the address: /property/a and /property/b, or /buy?city=x and /buy?page=2, differ only in data.
  const [first = '', ...rest] = location.pathname.split('/').filter(Boolean)
  const route = `/${[first, ...rest.map(() => '*')].join('/')}`
  const shape = [route, document.documentElement.lang, window.innerWidth, ...[...parts].sort()].join('\n')
  return { role, shape }
}
