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
import { keptOnServer } from './kept-texts'

const fixedTs = new WeakMap<I18n, Map<string, TFunction>>()

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
