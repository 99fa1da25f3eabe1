/**
 * The English groups that routes bring with them (issue 19). The entry ships only the frame's groups
 * (frame.ts); a route that shows other groups imports its namespace's constant from `./namespaces/`,
 * whose module registers them here when the route's chunk is evaluated: before the first render on
 * a full load (Remix evaluates the route modules before the entry) and before the route renders on
 * a client-side navigation (Remix imports the route's module first).
 */
import type { i18n as I18n, ResourceLanguage } from 'i18next'
import type { Namespace } from './config'

const registered: ResourceLanguage = {}
let live: I18n | undefined

/** Adds the English `groups` of `namespace` to the browser's catalogue, and returns the namespace. */
export function withEnglish<N extends Namespace>(namespace: N, groups: Record<string, unknown>): N {
  registered[namespace] = { ...(registered[namespace] as object | undefined), ...groups }
  live?.addResourceBundle('en', namespace, groups, true, true)
  return namespace
}

/** The groups registered so far, and from now on straight into `instance`. */
export function attachEnglish(instance: I18n): ResourceLanguage {
  live = instance
  return registered
}
