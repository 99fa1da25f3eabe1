/**
 * Vite plugin: `import x from '~/locales/en/common.json?frame'` is only the groups of that catalogue
 * the entry ships (app/i18n/frame.ts), `?rest` all the others, so the entry carries what the header,
 * footer, /buy and /rent show and each route brings the rest it needs (issue 19). Each part is a
 * module of its own (a virtual id that Vite's JSON plugin leaves alone) exporting the cut catalogue.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { catalogueGroups } from './app/i18n/frame'

const REQUEST = /^(.+\.json)\?(frame|rest)$/
const VIRTUAL = /^\0json-frame:(.+\.json):(frame|rest)$/

export function jsonFrame(): Plugin {
  return {
    name: 'gruha:json-frame',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [, file, part] = REQUEST.exec(source) ?? []
      if (!file) return null
      const resolved = await this.resolve(file, importer, { skipSelf: true })
      return resolved ? `\0json-frame:${resolved.id}:${part}` : null
    },
    async load(id) {
      const [, file, part] = VIRTUAL.exec(id) ?? []
      if (!file) return null
      this.addWatchFile(file)
      const catalogue = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>
      return `export default ${JSON.stringify(catalogueGroups(path.basename(file, '.json'), catalogue, part as 'frame' | 'rest'))}`
    },
  }
}
