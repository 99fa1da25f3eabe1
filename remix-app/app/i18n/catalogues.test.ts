/**
 * Completeness check for the message catalogues (issue 11): every key of the English catalogue
 * exists in Telugu and Hindi, no value is empty, and the {{placeholders}} match. Prints the counts.
 * The English of `messages` is the registry of @gruha/shared's texts (site-texts.ts), not a file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_LOCALES } from '@gruha/shared'
import { NAMESPACES } from './config'
import { CLASHING_GROUPS, siteTextEntries } from './site-texts'

const localesDir = path.resolve(import.meta.dirname, '../locales')

type Flat = Map<string, unknown>

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else {
    out.set(prefix, value)
  }
  return out
}

const fileOf = (locale: string, ns: string) => path.join(localesDir, locale, `${ns}.json`)

/** `messages` files are flat (keys are SiteTextKeys, dots and all); the others are nested. */
function catalogue(locale: string, ns: string): Flat {
  if (locale === 'en' && ns === 'messages') return new Map(siteTextEntries())
  const parsed: unknown = JSON.parse(fs.readFileSync(fileOf(locale, ns), 'utf8'))
  return ns === 'messages' ? new Map(Object.entries(parsed as object)) : flatten(parsed, '', new Map())
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[1] ?? m[2]).sort()

type Problem = { locale: string; ns: string; key: string; problem: string }

function check() {
  const problems: Problem[] = []
  const rows: { locale: string; keys: number; complete: number; percent: string }[] = []
  const reference = new Map(NAMESPACES.map((ns) => [ns, catalogue('en', ns)]))
  const total = [...reference.values()].reduce((n, c) => n + c.size, 0)
  for (const locale of SITE_LOCALES) {
    let complete = 0
    for (const ns of NAMESPACES) {
      const en = reference.get(ns)!
      const own = catalogue(locale, ns)
      for (const [key, enValue] of en) {
        const value = own.get(key)
        const report = (problem: string) => problems.push({ locale, ns, key, problem })
        if (value === undefined) report('missing')
        else if (typeof value !== 'string' || value.trim() === '') report('empty or not text')
        else if (typeof enValue === 'string' && placeholders(value).join() !== placeholders(enValue).join())
          report(`placeholders ${placeholders(value).join(',') || 'none'} ≠ en ${placeholders(enValue).join(',') || 'none'}`)
        else complete += 1
      }
      for (const key of own.keys()) if (!en.has(key)) problems.push({ locale, ns, key, problem: 'not in en' })
    }
    rows.push({ locale, keys: total, complete, percent: `${total ? ((complete / total) * 100).toFixed(1) : '100.0'} %` })
  }
  return { problems, rows }
}

describe('message catalogues', () => {
  it('keys every text of @gruha/shared the site shows once: no source hides a MESSAGES group, no English file', () => {
    expect(CLASHING_GROUPS).toEqual([])
    const keys = siteTextEntries().map(([key]) => key)
    expect(keys.length).toBeGreaterThan(400)
    expect(new Set(keys).size).toBe(keys.length)
    expect(fs.existsSync(fileOf('en', 'messages')), 'en/messages.json: its English is site-texts.ts').toBe(false)
  })

  it('gives texts that share one English wording one translation, as the lookup by English finds only one', () => {
    const keysByEnglish = new Map<string, string[]>()
    for (const [key, english] of siteTextEntries()) keysByEnglish.set(english, [...(keysByEnglish.get(english) ?? []), key])
    const shared = [...keysByEnglish.values()].filter((keys) => keys.length > 1)
    expect(shared.length).toBeGreaterThan(0)
    for (const locale of SITE_LOCALES.filter((l) => l !== 'en')) {
      const own = catalogue(locale, 'messages')
      for (const keys of shared) {
        const translations = Object.fromEntries(keys.map((key) => [key, own.get(key)]))
        expect(new Set(Object.values(translations)).size, `${locale}: ${JSON.stringify(translations)}`).toBe(1)
      }
    }
  })

  it('has every namespace as a JSON file for every locale', () => {
    for (const locale of SITE_LOCALES) {
      for (const ns of NAMESPACES) {
        if (locale !== 'en' || ns !== 'messages') expect(fs.existsSync(fileOf(locale, ns)), `${locale}/${ns}.json`).toBe(true)
      }
    }
  })

  it('is complete in every locale: same keys, no empty values, same placeholders', () => {
    const { problems, rows } = check()
    console.log(`i18n completeness\n${rows.map((r) => `  ${r.locale}: ${r.complete}/${r.keys} keys (${r.percent})`).join('\n')}`)
    expect(problems.map((p) => `${p.locale}/${p.ns}.json ${p.key}: ${p.problem}`)).toEqual([])
    for (const row of rows) expect(row.complete).toBe(row.keys)
  })
})
