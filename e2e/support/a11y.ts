import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type AxeCore from 'axe-core'

declare global {
  interface Window {
    axe: typeof AxeCore
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type A11yViolation = { url: string; id: string; impact: string; help: string; targets: string[]; html: string[] }

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

export function axeViolations(page: Page): Promise<A11yViolation[]> {
  const next = (queues.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page))
  queues.set(page, next)
  return next
}

async function runAxe(page: Page): Promise<A11yViolation[]> {
  const url = page.url()
  if (!url.startsWith('http')) return []
  await page.waitForLoadState('domcontentloaded')
  // Evaluated rather than added as a <script>, so pages without JavaScript are checked too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const role = await page.evaluate(() => {
    const hrefs = [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href'))
    if (!document.querySelector('.user-menu details')) return 'visitor'
    if (hrefs.includes('/admin')) return 'admin'
    if (hrefs.includes('/my-properties')) return 'seller'
    if (hrefs.includes('/my-bookings')) return 'buyer'
    if (hrefs.includes('/agent/dashboard')) return 'agent'
    return 'member'
  })
  // A navigation can commit between the steps above: axe then reads the next document, which may still be
  // arriving (a link whose text has not streamed in yet has no name). So it waits for that document to be
  // parsed, and reports the address it read.
  const { href, violations } = await page.evaluate(async () => {
    if (document.readyState === 'loading') await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }))
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
    }))
    return { href: location.href, violations: found }
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ ...v, url: href }))
  const entry = `${role} ${new URL(href).pathname}`
  checkedPages.add(entry)
  fs.appendFileSync(a11yLog, `${entry} ${serious.length}\n`)
  return serious
}
