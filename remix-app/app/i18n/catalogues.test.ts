/**
 * Completeness check for the message catalogues (issue 11): every key of the English catalogue
 * exists in Telugu and Hindi, no value is empty, and the {{placeholders}} match. Prints the counts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_LOCALES } from '@gruha/shared'
import { NAMESPACES } from './config'
import { siteTexts } from './site-texts'

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

function catalogue(locale: string, ns: string): Flat {
  const file = path.join(localesDir, locale, `${ns}.json`)
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', new Map())
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
  it('has every text of @gruha/shared the site shows (schemas, services, labels, options) in the messages catalogue', () => {
    const en = catalogue('en', 'messages')
    expect(siteTexts().filter((m) => !en.has(m))).toEqual([])
    for (const [key, value] of en) expect(value, key).toBe(key)
  })

  it('has every namespace as a JSON file for every locale', () => {
    for (const locale of SITE_LOCALES) {
      for (const ns of NAMESPACES) expect(fs.existsSync(path.join(localesDir, locale, `${ns}.json`)), `${locale}/${ns}.json`).toBe(true)
    }
  })

  it('is complete in every locale: same keys, no empty values, same placeholders', () => {
    const { problems, rows } = check()
    console.log(`i18n completeness\n${rows.map((r) => `  ${r.locale}: ${r.complete}/${r.keys} keys (${r.percent})`).join('\n')}`)
    expect(problems.map((p) => `${p.locale}/${p.ns}.json ${p.key}: ${p.problem}`)).toEqual([])
    for (const row of rows) expect(row.complete).toBe(row.keys)
  })
})
