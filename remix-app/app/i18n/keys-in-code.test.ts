/**
 * Every message key the site's code asks for exists in the English catalogue, so no page shows a
 * raw key such as `myProperties.title`, and the browser has it: its group ships with the entry
 * (frame.ts) or the file imports its namespace's constant, which brings the other groups (issue 19).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appDir, declaredNamespaces, isShipped, keysOf, sourceFiles } from './keys-in-code.support'

function check() {
  const unknown: string[] = []
  const notShipped: string[] = []
  let keys = 0
  for (const file of sourceFiles()) {
    const source = fs.readFileSync(file, 'utf8')
    const where = path.relative(appDir, file)
    const declared = declaredNamespaces(source)
    for (const use of keysOf(source)) {
      keys += 1
      if (!use.ns) unknown.push(`${where}: ${use.raw}`)
      else if (!isShipped(use, declared))
        notShipped.push(`${where}: ${use.raw} in ${use.ns} (import ${use.ns.toUpperCase()} from ~/i18n/namespaces/${use.ns})`)
    }
  }
  return { keys, unknown, notShipped }
}

describe('message keys used in code', () => {
  const { keys, unknown, notShipped } = check()

  it('exist in the English catalogue, each in a namespace its file loads', () => {
    console.log(`i18n keys in code: ${keys} checked, ${unknown.length} unknown, ${notShipped.length} not shipped to the browser`)
    expect(keys).toBeGreaterThan(500)
    expect(unknown).toEqual([])
  })

  it('reach the browser: in the entry’s English groups or in a namespace the file imports', () => {
    expect(notShipped).toEqual([])
  })
})
