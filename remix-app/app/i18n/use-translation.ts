/**
 * `useTranslation`, with react-i18next's signature and types, for every component (docs/decisions/0017).
 *
 * react-i18next's own hook copies the whole i18next instance (every own property) for each component
 * that calls it, and builds a new `t` each time: on /buy, a dozen cards with five translating parts
 * each, that was a tenth of the server's time per page and much of its garbage. Here `t` is built once
 * per instance, language and namespaces, and the instance is handed out as it is. A component renders
 * again when the language changes, as with react-i18next's default (`bindI18n: 'languageChanged'`).
 */
import { useCallback, useContext, useSyncExternalStore } from 'react'
import { getI18n, I18nContext } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- its type only: the signature this hook keeps
import type { useTranslation as reactI18nextUseTranslation } from 'react-i18next'
import type { i18n as I18n, TFunction } from 'i18next'

const fixedTs = new WeakMap<I18n, Map<string, TFunction>>()

/** Texts kept per process on the server; a list this long means keys or values come from data, so start again. */
const MAX_SERVER_TEXTS = 20_000
const serverTexts = new WeakMap<object, Map<string, string>>()

/** Options as part of a kept text's id, when they are plain values (a count, a name); else null. */
function optionsId(options: unknown): string | null {
  if (options === undefined) return ''
  if (typeof options === 'string') return `|${JSON.stringify(options)}`
  if (typeof options !== 'object' || options === null) return null
  for (const value of Object.values(options)) if ((typeof value === 'object' && value !== null) || typeof value === 'function') return null
  return `|${JSON.stringify(options)}`
}

/**
 * On the server every render's instance shares one catalogue that never changes after start-up
 * (i18n.server.ts), so a text is a function of its language, namespace, key and plain options, and is
 * worked out once per process rather than once per call: a dozen cards ask for the same labels on every
 * page. Options holding objects or functions, and the browser's instance, whose catalogue grows as
 * routes load, are not kept.
 */
function keptOnServer(i18n: I18n, t: TFunction, prefix: string): TFunction {
  const catalogue = i18n.options.resources
  if (typeof document !== 'undefined' || !catalogue) return t
  let texts = serverTexts.get(catalogue)
  if (!texts) serverTexts.set(catalogue, (texts = new Map()))
  const store = texts
  const call = (...args: unknown[]): unknown => Reflect.apply(t, undefined, args)
  const kept = (key: unknown, ...rest: unknown[]) => {
    const variant = typeof key === 'string' && rest.length <= 1 ? optionsId(rest[0]) : null
    if (variant === null) return call(key, ...rest)
    const id = `${prefix}${String(key)}${variant}`
    let text = store.get(id)
    if (text === undefined) {
      const found = call(key, ...rest)
      if (typeof found !== 'string') return found
      if (store.size >= MAX_SERVER_TEXTS) store.clear()
      store.set(id, (text = found))
    }
    return text
  }
  // i18next's fixed t carries its language, namespace and key prefix as properties.
  return Object.assign(kept, t)
}

function fixedT(i18n: I18n, lng: string, namespaces: readonly string[]): TFunction {
  let byKey = fixedTs.get(i18n)
  if (!byKey) fixedTs.set(i18n, (byKey = new Map()))
  const key = `${lng}|${namespaces.join(',')}`
  let t = byKey.get(key)
  if (!t) {
    // As react-i18next does (nsMode 'default'): keys of the first namespace bare, of the others as `ns:key`.
    // (react-i18next also passes the namespaces as `scopeNs`, which only keys given as functions read.)
    t = (i18n.getFixedT as (lng: string, ns: string | null) => TFunction)(lng, namespaces[0] ?? null)
    t = keptOnServer(i18n, t, `${key}|`)
    byKey.set(key, t)
  }
  return t
}

function useI18nLanguage(i18n: I18n): string {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed)
      return () => i18n.off('languageChanged', changed)
    },
    [i18n],
  )
  const language = () => i18n.language
  return useSyncExternalStore(subscribe, language, language)
}

export const useTranslation = ((ns?: string | readonly string[]) => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  const lng = useI18nLanguage(i18n)
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : ns
  const t = fixedT(i18n, lng, namespaces)
  const ready = Boolean(i18n.isInitialized || i18n.initializedStoreOnce)
  return Object.assign([t, i18n, ready], { t, i18n, ready })
}) as typeof reactI18nextUseTranslation
