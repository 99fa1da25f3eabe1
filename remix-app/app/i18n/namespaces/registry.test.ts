/**
 * The English catalogues as the browser gets them (issue 19): the entry's frame groups and, per
 * namespace, one constant whose module brings the other groups; and every route's module graph
 * declares the namespaces of the groups it shows.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { attachEnglish } from '../english'
import { FRAME_GROUPS, catalogueGroups, frameGroupsOf } from '../frame'
import { ENGLISH_FILE_NAMESPACES, appDir, declaredNamespaces, englishCatalogues, isShipped, keysOf } from '../keys-in-code.support'

const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true })

describe('English namespaces in the browser', () => {
  it('the frame names groups that exist, and frame and rest split each catalogue in two', () => {
    for (const [ns, groups] of Object.entries(FRAME_GROUPS)) {
      const catalogue = englishCatalogues.get(ns)!
      expect(groups.filter((g) => !(g in catalogue))).toEqual([])
      const frame = catalogueGroups(ns, catalogue, 'frame')
      const rest = catalogueGroups(ns, catalogue, 'rest')
      expect(Object.keys(frame).sort()).toEqual([...groups].sort())
      expect({ ...frame, ...rest }).toEqual(catalogue)
      expect(Object.keys(rest).some((g) => g in frame)).toBe(false)
    }
  })

  it('each namespace but messages has a constant, named after it, that brings the groups the entry lacks', () => {
    const registered = attachEnglish(createInstance())
    for (const ns of ENGLISH_FILE_NAMESPACES) {
      expect(modules[`./${ns}.ts`]?.[ns.toUpperCase()]).toBe(ns)
      const catalogue = englishCatalogues.get(ns)!
      const rest = Object.keys(catalogue).filter((g) => !frameGroupsOf(ns).includes(g))
      expect(Object.keys(registered[ns] as object).sort()).toEqual(rest.sort())
    }
    expect(Object.keys(modules).sort()).toEqual(ENGLISH_FILE_NAMESPACES.map((ns) => `./${ns}.ts`).sort())
  })
})

/** The files a module imports statically (not `import type`, not `.server` modules), itself included. */
function moduleGraph(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen
  seen.add(start)
  const source = fs.readFileSync(start, 'utf8')
  for (const m of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)) {
    const spec = m[1]
    const base = spec.startsWith('~/')
      ? path.join(appDir, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(start), spec)
        : null
    if (!base) continue
    const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    )
    if (file && /\.tsx?$/.test(file) && !file.includes('.server.')) moduleGraph(file, seen)
  }
  return seen
}

function routeModules(): string[] {
  const routes = path.join(appDir, 'routes')
  return fs.readdirSync(routes, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return [path.join(routes, entry.name, 'route.tsx')].filter((f) => fs.existsSync(f))
    return entry.name.endsWith('.tsx') ? [path.join(routes, entry.name)] : []
  })
}

describe('routes declare the namespaces they show', () => {
  it('the groups each page route shows are in the entry or in a namespace its modules import', () => {
    const root = moduleGraph(path.join(appDir, 'root.tsx'))
    const uncovered: string[] = []
    let routes = 0
    for (const route of routeModules()) {
      const files = moduleGraph(route, new Set(root))
      const sources = [...files].map((f) => fs.readFileSync(f, 'utf8'))
      const declared = new Set(sources.flatMap((s) => [...declaredNamespaces(s)]))
      const shown = sources.flatMap((s) => keysOf(s))
      if (shown.length) routes += 1
      for (const use of shown) if (!isShipped(use, declared)) uncovered.push(`${path.relative(appDir, route)}: ${use.ns ?? '?'}:${use.raw}`)
    }
    expect(routes).toBeGreaterThan(30)
    expect([...new Set(uncovered)]).toEqual([])
  })
})
