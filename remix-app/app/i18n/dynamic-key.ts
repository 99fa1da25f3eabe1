/**
 * The one way past the typed keys (issue 21): `t` for a key that is data, not code, such as the
 * English text of a service's message (translateMessage) or a label typed by an editor. The types
 * cannot know such a key, so a missing one shows `defaultValue` (or the key) at run time instead of
 * failing `tsc`. Every use is listed in docs/i18n.md ("Typed keys"); anything the code itself
 * names gets a literal union type instead.
 */
import type { TFunction, TOptions } from 'i18next'
import type { Namespace } from './config'

export function tDynamic<N extends Namespace | readonly Namespace[]>(t: TFunction<N>, key: string, options?: TOptions): string {
  // Reflect.apply calls `t` without its key type; i18next's `t` answers a string (returnObjects is off).
  const translated: string = Reflect.apply(t, undefined, [key, options])
  return translated
}
