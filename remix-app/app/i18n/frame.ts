/**
 * The groups of the English catalogues that ship with the entry (issue 19): what the header, the
 * footer, /buy and /rent show. Every other group comes with the route that shows it, through the
 * namespace constants in `./namespaces/` (see docs/i18n.md, ADR 9). The server has every group.
 * `messages` has no English catalogue: translateMessage shows the English text it was given.
 */
import type { Namespace } from './config'

export const FRAME_GROUPS = {
  common: ['brand', 'landmarks', 'nav', 'userMenu', 'footer', 'language', 'backToTop', 'loading', 'errors', 'menu'],
  search: ['filters', 'meta', 'buy', 'chips', 'empty', 'overview', 'results', 'pagination'],
  property: ['card', 'save', 'trust', 'types'],
  account: ['auth'],
  insight: ['pick', 'savedSearch'],
} as const satisfies Partial<Record<Namespace, readonly string[]>>

/** The frame's groups of `namespace`, or none. */
export function frameGroupsOf(namespace: string): readonly string[] {
  return (FRAME_GROUPS as Partial<Record<string, readonly string[]>>)[namespace] ?? []
}

/** One catalogue cut in two: the frame's groups (`part: 'frame'`) or all the others (`'rest'`). */
export function catalogueGroups(namespace: string, catalogue: Record<string, unknown>, part: 'frame' | 'rest'): Record<string, unknown> {
  const frame = new Set(frameGroupsOf(namespace))
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => frame.has(group) === (part === 'frame')))
}
