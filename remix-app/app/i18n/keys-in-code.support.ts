/**
 * Reads the message keys the site's code asks for (tests only: keys-in-code.test.ts and
 * namespaces/registry.test.ts). A file's namespaces are those it names in `useTranslation(…)` or
 * `metaT(matches, …)`, as literals or as the constants of `./namespaces/` (MEMBER is `member`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { NAMESPACES } from './config'
import { frameGroupsOf } from './frame'

export const appDir = path.resolve(import.meta.dirname, '..')

/** Every namespace but `messages`, whose English is @gruha/shared itself (./site-texts.ts). */
export const ENGLISH_FILE_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'messages')

export const englishCatalogues = new Map<string, Record<string, unknown>>(
  ENGLISH_FILE_NAMESPACES.map((ns) => [
    ns,
    JSON.parse(fs.readFileSync(path.join(appDir, 'locales', 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>,
  ]),
)

function lookup(ns: string, key: string): unknown {
  let node: unknown = englishCatalogues.get(ns)
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

export function sourceFiles(dir: string = appDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.support.ts') ? [full] : []
  })
}

/** The namespaces a file names; `common` is i18next's default. */
function namespacesOf(source: string): string[] {
  const found = new Set<string>(['common'])
  for (const call of source.matchAll(/(?:useTranslation|metaT)\(([^)]*)\)/g)) {
    for (const ns of call[1].matchAll(/'([a-z]+)'/g)) found.add(ns[1])
    for (const name of call[1].matchAll(/\b([A-Z]+)\b/g)) {
      if ((NAMESPACES as readonly string[]).includes(name[1].toLowerCase())) found.add(name[1].toLowerCase())
    }
  }
  return [...found]
}

/** The namespaces whose English groups a file brings: it imports their constant from `~/i18n/namespaces/`. */
export function declaredNamespaces(source: string): Set<string> {
  return new Set([...source.matchAll(/from '~\/i18n\/namespaces\/([a-z]+)'/g)].map((m) => m[1]))
}

/** One key a file asks for: where it was found (`ns`, `group`), or `ns` undefined if nowhere. */
export type KeyUse = { raw: string; ns: string | undefined; group: string }

/** The keys a file asks for, literal (`t('a.b')`, `t(x ? 'a.b' : 'a.c')`) or a template's group (`t(`a.${x}`)`). */
export function keysOf(source: string): KeyUse[] {
  if (!/useTranslation|metaT\(/.test(source)) return []
  const spaces = namespacesOf(source)
  const uses: KeyUse[] = []
  const resolve = (raw: string, isGroup: boolean) => {
    const [ns, key] = raw.includes(':') ? raw.split(':', 2) : [null, raw]
    const found = (ns ? [ns] : spaces).find((space) => {
      const value = lookup(space, key)
      if (isGroup) return value !== null && typeof value === 'object'
      // Plural keys are stored as key_one, key_other (and key_zero, key_few… where a language has them).
      return typeof value === 'string' || typeof lookup(space, `${key}_other`) === 'string'
    })
    uses.push({ raw: isGroup ? `${raw}…` : raw, ns: found, group: key.split('.')[0] })
  }
  for (const m of source.matchAll(/\bt\(\s*'([^']+)'/g)) resolve(m[1], false)
  for (const m of source.matchAll(/\bt\(\s*[^'`(),?]+\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) [m[1], m[2]].forEach((k) => resolve(k, false))
  for (const m of source.matchAll(/\bt\(\s*`([^`$]*)\.\$\{/g)) resolve(m[1], true)
  return uses
}

/** Whether the browser has `use`'s English when a file that declares `declared` renders it. */
export function isShipped(use: KeyUse, declared: Set<string>): boolean {
  if (!use.ns) return false
  return frameGroupsOf(use.ns).includes(use.group) || declared.has(use.ns)
}
