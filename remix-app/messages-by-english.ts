/**
 * Vite plugin: `import messages from './messages.json?by-english'` is a language's `messages` file,
 * keyed by SiteTextKey, as i18next holds it: keyed by the English text of each key
 * (app/i18n/site-texts.ts, byEnglish), which is what translateMessage looks up. The table is built
 * when the module is loaded, so the Telugu and Hindi chunks are plain data and share no module with
 * the English entry: reading the registry in the browser would keep whole @gruha/shared objects in
 * /buy's chunks (ADR 28). In development, a changed English text needs a restart.
 */
import fs from 'node:fs/promises'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import type * as SiteTexts from './app/i18n/site-texts'

const REQUEST = /^(.+\.json)\?by-english$/
// A virtual id that Vite's JSON plugin leaves alone (it must not end in `.json`).
const VIRTUAL = /^\0by-english:(.+\.json):table$/
const REGISTRY = new URL('./app/i18n/site-texts.ts', import.meta.url)

export function messagesByEnglish(): Plugin {
  let registry: Promise<typeof SiteTexts> | undefined
  return {
    name: 'gruha:messages-by-english',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [, file] = REQUEST.exec(source) ?? []
      if (!file) return null
      const resolved = await this.resolve(file, importer, { skipSelf: true })
      return resolved ? `\0by-english:${resolved.id}:table` : null
    },
    async load(id) {
      const [, file] = VIRTUAL.exec(id) ?? []
      if (!file) return null
      this.addWatchFile(file)
      registry ??= tsImport(REGISTRY.href, import.meta.url) as Promise<typeof SiteTexts>
      const { byEnglish } = await registry
      const catalogue = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>
      return `export default ${JSON.stringify(byEnglish(catalogue))}`
    },
  }
}
