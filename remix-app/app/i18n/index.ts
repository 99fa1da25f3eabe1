/**
 * The i18n API for components and meta functions (browser-safe). See docs/i18n.md.
 *
 *   const { t } = useTranslation('member')        // components (react-i18next's API, ./use-translation.ts)
 *   const f = useFormat(); f.price(12500000)       // ₹, numbers and dates in the page's language
 *   const msg = useMessage(); msg(errors.email)    // a schema's or service's message, translated
 *   meta: ({ matches }) => { const t = metaT(matches, 'search'); ... }
 */
import { useMemo } from 'react'
import { getI18n } from 'react-i18next'
import { useTranslation } from './use-translation'
import type { TFunction } from 'i18next'
import {
  DEFAULT_LOCALE,
  formatCompactINR,
  formatDate,
  formatFileSize,
  formatIndianNumber,
  formatINR,
  formatListingPrice,
  formatRate,
  formatRent,
  formatTimeLeftUntil,
  isSiteLocale,
  type DateStyle,
  type SiteLocale,
} from '@gruha/shared'
import type { Namespace } from './config'
import { tDynamic } from './dynamic-key'

export { NAMESPACES, type Namespace } from './config'
export { useTranslation } from './use-translation'

/** The page's language. */
export function useLocale(): SiteLocale {
  const { i18n } = useTranslation()
  const lng = i18n.resolvedLanguage ?? i18n.language
  return isSiteLocale(lng) ? lng : DEFAULT_LOCALE
}

type NumberLike = number | string | null | undefined
type DateLike = string | number | Date | null | undefined

/** The shared formatters bound to a locale. */
export function formattersFor(locale: SiteLocale) {
  return {
    locale,
    price: (v: NumberLike) => formatINR(v, locale),
    compactPrice: (v: NumberLike) => formatCompactINR(v, locale),
    rent: (v: NumberLike) => formatRent(v, locale),
    rate: (v: NumberLike, unit: 'sqft' | 'sqyd') => formatRate(v, unit, locale),
    listingPrice: (p: Parameters<typeof formatListingPrice>[0]) => formatListingPrice(p, locale),
    number: (v: NumberLike) => formatIndianNumber(v, locale),
    fileSize: (v: NumberLike) => formatFileSize(v, locale),
    date: (v: DateLike, style: DateStyle = 'short') => formatDate(v, locale, style),
    timeLeftUntil: (v: string | Date | null | undefined, now?: Date | number) => formatTimeLeftUntil(v, now, locale),
  }
}
export type Formatters = ReturnType<typeof formattersFor>

/** Money, numbers and dates in the page's language (₹ keeps lakh/crore grouping in every locale). */
export function useFormat(): Formatters {
  const locale = useLocale()
  return useMemo(() => formattersFor(locale), [locale])
}

/**
 * A message from a zod schema or a cms service, which speak English, in the page's language: the
 * Telugu and Hindi `messages` catalogues are keyed by typed keys in their files and by the English
 * text once loaded (byEnglish in ./site-texts.ts). English and unknown messages are shown as they are.
 */
export function translateMessage(t: TFunction<Namespaces>, message: string): string
export function translateMessage(t: TFunction<Namespaces>, message: string | null | undefined): string | null | undefined
export function translateMessage(t: TFunction<Namespaces>, message: string | null | undefined): string | null | undefined {
  if (!message) return message
  // The message is data (a schema's or service's English text): the one typed-key escape (dynamic-key.ts).
  return tDynamic(t, message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message })
}

/** translateMessage bound to the page's language. */
export function useMessage() {
  const { t } = useTranslation('messages')
  return useMemo(
    () =>
      function message<M extends string | null | undefined>(m: M): M {
        return translateMessage(t, m) as M
      },
    [t],
  )
}

/** One namespace or several: `t` then takes keys of the first bare and of the others as `ns:key`. */
export type Namespaces = Namespace | readonly Namespace[]

type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/** The page's locale as the root loader decided it (for meta functions). */
export function localeOf(matches: MetaMatches): SiteLocale {
  const root = matches.find((m) => m?.id === 'root')?.data
  const locale = root && typeof root === 'object' && 'locale' in root ? root.locale : undefined
  return isSiteLocale(locale) ? locale : DEFAULT_LOCALE
}

/** `t` inside a route's `meta` function: `const t = metaT(matches, 'search')`, typed by its namespaces. */
export function metaT<const N extends Namespaces = 'common'>(matches: MetaMatches, ns?: N): TFunction<N> {
  return getI18n().getFixedT<N, undefined, N>(localeOf(matches), ns)
}
