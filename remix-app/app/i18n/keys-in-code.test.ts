/**
 * Every message key the site's code asks for exists in the English catalogue, so no page shows a
 * raw key such as `myProperties.title`. Reads `t('…')` calls and the namespaces each file loads
 * with `useTranslation`; a key in a template (`t(`statuses.${s}`)`) must name an existing group.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from './config'

const appDir = path.resolve(import.meta.dirname, '..')
const catalogues = new Map(
  NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(appDir, 'locales', 'en', `${ns}.json`), 'utf8')) as unknown]),
)

function lookup(ns: string, key: string): unknown {
  let node = catalogues.get(ns as (typeof NAMESPACES)[number])
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The namespaces a file loads; `common` is i18next's default. */
function namespacesOf(source: string): string[] {
  const found = new Set<string>(['common'])
  for (const call of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const ns of call[1].matchAll(/'([a-z]+)'/g)) found.add(ns[1])
  }
  return [...found]
}

function unknownKeys(): { keys: number; missing: string[] } {
  const missing: string[] = []
  let keys = 0
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, 'utf8')
    if (!source.includes('useTranslation')) continue
    const spaces = namespacesOf(source)
    const where = path.relative(appDir, file)
    const check = (raw: string, isGroup: boolean) => {
      keys += 1
      const [ns, key] = raw.includes(':') ? raw.split(':', 2) : [null, raw]
      const found = (ns ? [ns] : spaces).some((space) => {
        const value = lookup(space, key)
        if (isGroup) return value !== null && typeof value === 'object'
        // Plural keys are stored as key_one, key_other (and key_zero, key_few… where a language has them).
        return typeof value === 'string' || typeof lookup(space, `${key}_other`) === 'string'
      })
      if (!found) missing.push(`${where}: ${raw}${isGroup ? '…' : ''}`)
    }
    for (const m of source.matchAll(/\bt\(\s*'([^']+)'/g)) check(m[1], false)
    for (const m of source.matchAll(/\bt\(\s*`([^`$]*)\.\$\{/g)) check(m[1], true)
  }
  return { keys, missing }
}

describe('message keys used in code', () => {
  it('exist in the English catalogue, each in a namespace its file loads', () => {
    const { keys, missing } = unknownKeys()
    console.log(`i18n keys in code: ${keys} checked, ${missing.length} unknown`)
    expect(keys).toBeGreaterThan(500)
    expect(missing).toEqual([])
  })
})
